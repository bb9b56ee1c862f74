import { AppRoutes } from './routes.tsx';
import '../styles/global.css';

export function App() {
  return <AppRoutes />;
}
