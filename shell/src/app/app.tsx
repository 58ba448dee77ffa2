import { StrictMode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import type { ShellServices } from '../shared/services/shell-services';
import { ShellServicesContext } from '../shared/services/shell-services';
import { ShellThemeProvider } from '../features/theme/components/theme-provider';

/** The providers around the router: the shell's services, the page's Apollo Client, the theme. */
export function App({
  services,
  router,
}: {
  services: ShellServices;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <StrictMode>
      <ShellServicesContext.Provider value={services}>
        <ApolloProvider client={services.client}>
          {/* Also outside the locale routes, so a page that fails above them is still styled. */}
          <ShellThemeProvider>
            <RouterProvider router={router} />
          </ShellThemeProvider>
        </ApolloProvider>
      </ShellServicesContext.Provider>
    </StrictMode>
  );
}
