// First: take the token and shop id out of the address bar, before anything else runs.
import './app/launch-params'
import { startApp } from './app/start'
import './index.css'

const root = document.getElementById('root')
if (root) void startApp(root)
