import { StrictMode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import type { ShellServices } from '../features/shell-context/services';
import { ShellServicesContext } from '../features/shell-context/services';

/** The providers around the router: the shell's services and the page's Apollo Client. */
export function App({ services, router }: { services: ShellServices; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <ShellServicesContext.Provider value={services}>
        <ApolloProvider client={services.client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </ShellServicesContext.Provider>
    </StrictMode>
  );
}
