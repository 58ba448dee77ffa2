import { StrictMode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { ShellServices } from '../shared/services/shell-services';
import { ShellServicesContext } from '../shared/services/shell-services';
import { ShellThemeProvider } from '../features/theme/components/theme-provider';
import { AppRoutes } from './routing/build-routes';

/** The providers around the router: the shell's services, the page's Apollo Client, the theme. */
export function App({ services, routes }: { services: ShellServices; routes: RouteObject[] }) {
  return (
    <StrictMode>
      <ShellServicesContext.Provider value={services}>
        <ApolloProvider client={services.client}>
          {/* Also outside the locale routes, so a page that fails above them is still styled. */}
          <ShellThemeProvider>
            <BrowserRouter>
              <AppRoutes routes={routes} />
            </BrowserRouter>
          </ShellThemeProvider>
        </ApolloProvider>
      </ShellServicesContext.Provider>
    </StrictMode>
  );
}
