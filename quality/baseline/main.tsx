// The bare comparison app for `npm run quality`: Vite + React + React Router + TanStack Query and
// nothing else. Our first page's JavaScript is reported as a multiple of this one's.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createBrowserRouter } from 'react-router-dom'

function Home() {
  const query = useQuery({ queryKey: ['hello'], queryFn: () => Promise.resolve('Hello') })
  return <h1>{query.data ?? 'Loading'}</h1>
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }])
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
)
