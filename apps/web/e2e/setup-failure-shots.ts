import { beforeEach } from 'vitest';
import { screenshotOpenPages } from './harness';

// A browser test that fails leaves a screenshot of every page it had open (apps/web/e2e/screenshots/failed-*).
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => screenshotOpenPages(task.name));
});
