// jsdom does not implement scrolling; the shell scrolls to the top on each new path.
window.scrollTo = jest.fn();
