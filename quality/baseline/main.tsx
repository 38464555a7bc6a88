// The bare comparison app (the floor) for `npm run size` and `npm run quality`: the design card's
// boot stack and nothing else (Vite, React, React Router's data router, TanStack Query, axios,
// Zustand, jwt-decode, date-fns' lightFormat), doing what a first screen must: decode the launch
// token, read one JSON answer through axios into the query cache, keep a value in a store, format
// one date, and render. Our first page's JavaScript, and its Lighthouse figures, are measured
// against this one's (scripts/lib/budgets.mjs).
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import axios from 'axios'
import { lightFormat } from 'date-fns'
import { jwtDecode } from 'jwt-decode'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createBrowserRouter } from 'react-router-dom'
import { create } from 'zustand'

/** A launch token as the app receives one (`?token=`), or this unsigned sample. */
const SAMPLE_TOKEN = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJtZXJjaGFudCIsImV4cCI6MTc5NjA4MzIwMH0.'
const token = new URLSearchParams(location.search).get('token') ?? SAMPLE_TOKEN
const claims = jwtDecode<{ exp?: number }>(token)

const useStore = create<{ greeting: string }>(() => ({ greeting: 'Hello' }))
const http = axios.create({ baseURL: import.meta.env.VITE_FLOOR_API ?? '/' })

function Home() {
  const greeting = useStore((s) => s.greeting)
  const query = useQuery({
    queryKey: ['config'],
    queryFn: async () => (await http.get<unknown>('/v2/health').catch(() => ({ data: null }))).data,
  })
  const expires = lightFormat(new Date((claims.exp ?? 0) * 1000), 'MM/dd/yyyy')
  return (
    <main>
      <h1>{query.isPending ? 'Loading' : greeting}</h1>
      <p>Session until {expires}.</p>
      <p>A bare Vite, React, React Router, TanStack Query, axios, Zustand, jwt-decode and date-fns app.</p>
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
