import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { Embedding } from './embedding'
import { AppProvider } from './provider'
import { createRouter } from './router'

export function App() {
  const [router] = useState(createRouter)
  return (
    <AppProvider>
      <Embedding router={router} />
      <RouterProvider router={router} />
    </AppProvider>
  )
}
