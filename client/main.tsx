/**
 * The browser entry, kept tiny. The server has already painted the page; what is left is to
 * evaluate React and the app and hydrate, and done at once that was one long task right after
 * the first paint (docs/performance.md). So each part runs in its own task: React DOM, then
 * the app, then hydration (itself a transition, in short slices). The page worker's HTML preloads
 * both chunks (make/client.ts), so splitting them costs no extra round trip.
 */
import { nextTask } from './platform/next-task.ts';

async function start(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  const { hydratePage } = await import('./hydrate.tsx');
  await nextTask();
  await hydratePage();
}

void start();
