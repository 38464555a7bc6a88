// The bare comparison app for `npm run quality` (issue 15's floor): Vite + React + React Router +
// TanStack Query + axios + Zustand and nothing else, doing what a first screen must: read one JSON
// answer through axios into the query cache, keep a value in a store, and render it. Our first
// page's JavaScript, and its Lighthouse figures, are reported beside this one's.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import axios from 'axios'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createBrowserRouter } from 'react-router-dom'
import { create } from 'zustand'

const useStore = create<{ greeting: string }>(() => ({ greeting: 'Hello' }))
const http = axios.create({ baseURL: import.meta.env.VITE_FLOOR_API ?? '/' })

function Home() {
  const greeting = useStore((s) => s.greeting)
  const query = useQuery({
    queryKey: ['config'],
    queryFn: async () => (await http.get<unknown>('/v2/health').catch(() => ({ data: null }))).data,
  })
  return (
    <main>
      <h1>{query.isPending ? 'Loading' : greeting}</h1>
      <p>A bare Vite, React, React Router, TanStack Query, axios and Zustand app.</p>
    </main>
  )
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }])
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
)
