// The theme first: each screen's own stylesheet comes after it, so a screen can refine the shared rules.
import '../styles/global.css';
import { AppRoutes } from './routes.tsx';

export function App() {
  return <AppRoutes />;
}
