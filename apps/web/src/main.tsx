import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, useLocation, useNavigate, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
function A() { useLocation(); useNavigate(); return <div><Link to="/">x</Link><Outlet /><Navigate to="/" /></div>; }
const r = createBrowserRouter([{ path: '/', Component: A }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={r} />);
