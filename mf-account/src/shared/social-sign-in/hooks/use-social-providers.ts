import { useEffect, useState } from 'react';
import { offeredProviders, type SocialProvider } from '../social-api';

/** The social sign-in providers the service offers: asked once per page that shows the buttons. */
export function useSocialProviders(): SocialProvider[] {
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  useEffect(() => {
    let live = true;
    void offeredProviders().then((list) => {
      if (live) setProviders(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
