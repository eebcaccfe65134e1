import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { DraftTweet } from '../utils/editor-state.ts';
import { TweetCard } from './tweet-card.tsx';
import type { TweetCommands } from './tweet-card.tsx';

const screenReaderInstructions = {
  draggable: 'To pick up a tweet, press space or enter. Use the arrow keys to move it, space or enter to drop it, escape to cancel.',
};

/**
 * The thread's tweets, reorderable by dragging the handle (pointer or keyboard, @dnd-kit) as
 * well as by Alt+↑/↓ and the arrow buttons on each card.
 */
export function TweetList({
  tweets,
  commands,
  registerTextarea,
  footerOf,
}: {
  tweets: DraftTweet[];
  commands: TweetCommands;
  registerTextarea: (key: string, element: HTMLTextAreaElement | null) => void;
  /** What to show under the tweet at this place (its figures and checks). */
  footerOf?: (index: number) => ReactNode;
}) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = tweets.findIndex((tweet) => tweet.key === active.id);
    const to = tweets.findIndex((tweet) => tweet.key === over.id);
    if (from >= 0 && to >= 0) commands.move(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ screenReaderInstructions }}>
      <SortableContext items={tweets.map((tweet) => tweet.key)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-3" aria-label="Tweets">
          {tweets.map((tweet, index) => (
            <TweetCard
              key={tweet.key}
              tweet={tweet}
              index={index}
              total={tweets.length}
              commands={commands}
              registerTextarea={registerTextarea}
              footer={footerOf?.(index)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
