/** 404 page (docs/product.md#not-found): the bad path is logged to the console. */
console.error('404 Error: User attempted to access non-existent route:', location.pathname);
