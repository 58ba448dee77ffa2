// Dev-server entry. The dynamic import is the async boundary Module Federation needs before
// shared modules (react, emotion's JSX runtime) can be used.
void import('./harness-bootstrap');
