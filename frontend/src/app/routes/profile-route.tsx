import type { User } from '@/client';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { useAuth } from '@/lib/auth/auth-context';

/** Connects the profile screen to the session (features never reach into auth state themselves). */
export default function ProfileRoute({ user }: { user: User }) {
  const { signOut } = useAuth();
  return <ProfileScreen user={user} onSignOut={signOut} />;
}
