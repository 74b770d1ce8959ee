import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  BuildingIcon,
  ChevronsUpDownIcon,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  Spinner,
  cn,
  focusRing,
} from '@creatorlens/ui';
import { useTRPC } from '../../lib/trpc.ts';
import { useSwitchOrganisation } from './use-switch-organisation.ts';

/** The active organisation; a menu to switch appears only with more than one organisation (spec §6). */
export function OrganisationSwitcher({ activeOrganizationName }: { activeOrganizationName: string | null }) {
  const { t } = useTranslation();
  const api = useTRPC();
  const organisations = useQuery(api.user.getMyOrganizations.queryOptions()).data ?? [];
  const { switchTo, isSwitching } = useSwitchOrganisation();
  const active = organisations.find((organisation) => organisation.isActive);
  const name = active?.name ?? activeOrganizationName;

  if (!name) return null;

  if (organisations.length <= 1) {
    return (
      <span className="flex min-w-0 items-center gap-2 px-2 text-sm font-medium text-foreground">
        <BuildingIcon className="shrink-0 text-muted-foreground" />
        <span className="truncate">{name}</span>
      </span>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={isSwitching}
        aria-label={t('Organisations.switcher-label')}
        className={cn(
          'flex max-w-64 min-w-0 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-foreground transition-colors hover:bg-muted disabled:opacity-70',
          focusRing,
        )}
      >
        <Avatar name={name} src={active?.logo ?? null} size="xs" shape="square" />
        <span className="truncate">{name}</span>
        {isSwitching ? (
          <Spinner size="sm" label={t('Organisations.switching')} className="text-muted-foreground" />
        ) : (
          <ChevronsUpDownIcon className="shrink-0 text-muted-foreground" />
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel>{t('Organisations.your-organisations')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={active?.id ?? ''}
          onValueChange={(organizationId) => {
            if (organizationId !== active?.id) switchTo(organizationId);
          }}
        >
          {organisations.map((organisation) => (
            <DropdownMenuRadioItem key={organisation.id} value={organisation.id}>
              <Avatar name={organisation.name} src={organisation.logo} size="xs" shape="square" />
              <span className="truncate">{organisation.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
