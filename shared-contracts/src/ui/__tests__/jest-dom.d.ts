// Testing Library's DOM matchers are installed by the Jest setup file; this brings their types
// into the contracts' type-check.
import '@testing-library/jest-dom';
