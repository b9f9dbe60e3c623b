import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../testing/test-app';
import { ProductsHome } from './products-home';

function productsRoutes(root: AnyRoute): AnyRoute[] {
  const page = (path: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>page {path}</p> });
  return [
    createRoute({ getParentRoute: () => root, path: '/products', component: ProductsHome }),
    page('/shop'),
    page('/dashboard/$roleName'),
  ];
}

describe('/products', () => {
  it("takes a seller to their dashboard's Products tab", async () => {
    const { router } = renderApp({
      path: '/products',
      user: testUser(['ROLE_USER', 'ROLE_SELLER']),
      routes: productsRoutes,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/ROLE_SELLER'));
    expect(router.state.location.search).toEqual({ tab: 'products' });
  });

  it('takes a member or a visitor to the shop', async () => {
    for (const user of [testUser(['ROLE_USER']), null]) {
      const { router, unmount } = renderApp({ path: '/products', user, routes: productsRoutes });
      await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
      unmount();
    }
  });
});
