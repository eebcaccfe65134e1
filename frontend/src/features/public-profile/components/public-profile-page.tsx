import { UserRoundX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { profileMessages } from '@chainscribe/contracts';
import type { PublicLibraryItem, PublicProfile } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { formatLongDate } from '../../../lib/utils.ts';
import { usePublicProfile } from '../api/get-public-profile.ts';

function PublicItem({ item }: { item: PublicLibraryItem }) {
  const label = item.kind === 'thread' ? `Thread · ${item.tweets.length} tweets` : 'Tweet';
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge>{label}</Badge>
          {item.symbol ? <Badge>${item.symbol}</Badge> : null}
          <span>{formatLongDate(item.createdAt, '')}</span>
        </div>
        <ol className="flex flex-col gap-2">
          {item.tweets.map((tweet, index) => (
            <li key={index} className="text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap">
              {tweet}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const api = useApi();
  const name = profile.fullName || profile.username;
  return (
    <header className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <UserAvatar
        name={name}
        src={profile.avatarUrl ? api.url(profile.avatarUrl) : null}
        label={`${name}'s picture`}
        className="size-24 text-4xl"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-3xl font-bold break-words">{name}</h1>
        <p className="text-muted-foreground">@{profile.username}</p>
        {profile.bio ? <p className="max-w-prose break-words whitespace-pre-wrap">{profile.bio}</p> : null}
      </div>
    </header>
  );
}

function NotPublic() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <title>Profile not found · Chainscribe</title>
      <UserRoundX aria-hidden="true" className="size-10 text-primary" />
      <h1 className="text-3xl font-bold">Profile not found</h1>
      <p className="text-muted-foreground">{profileMessages.publicProfileNotFound}</p>
      <Button asChild>
        <Link to={paths.home}>Back to home</Link>
      </Button>
    </div>
  );
}

/** /u/:username — a creator's public page: name, bio, picture and the threads they chose to show. */
export function PublicProfilePage({ username }: { username: string }) {
  const profile = usePublicProfile(username);
  if (profile.isPending) return <InlineLoading message="Loading profile..." />;
  if (profile.isError)
    return profile.error instanceof ApiError && profile.error.status === 404 ? (
      <NotPublic />
    ) : (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <Alert tone="danger" title="This profile could not be loaded">
          {errorMessage(profile.error, 'Please try again in a moment.')}
        </Alert>
      </div>
    );
  const { data } = profile;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6">
      <title>{`${data.fullName || data.username} (@${data.username}) · Chainscribe`}</title>
      <ProfileHeader profile={data} />
      <section aria-labelledby="public-threads" className="flex flex-col gap-4">
        <h2 id="public-threads" className="text-xl font-semibold">
          Threads
        </h2>
        {data.items.length === 0 ? (
          <p className="text-muted-foreground">No public threads yet.</p>
        ) : (
          data.items.map((item) => <PublicItem key={item.id} item={item} />)
        )}
      </section>
    </div>
  );
}
