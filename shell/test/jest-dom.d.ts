// Testing Library's DOM matchers (toBeInTheDocument, ...) are installed by the shared Jest
// preset's setup file; this brings their types into the shell's type-check.
import '@testing-library/jest-dom';
