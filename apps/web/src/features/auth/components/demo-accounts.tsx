import type { DemoAccount } from '@folio/schema'
import { KeyRound, ShieldCheck, PenLine, Eye } from 'lucide-react'

const roleIcons = { admin: ShieldCheck, editor: PenLine, viewer: Eye } as const

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/** Spec: three one-click demo accounts, one per role, with the shared password on screen. */
export function DemoAccounts({
  accounts,
  password,
  disabled,
  onPick,
}: {
  accounts: readonly DemoAccount[]
  password: string
  disabled?: boolean
  onPick: (account: DemoAccount) => void
}) {
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="rounded-xl border border-dashed border-border bg-surface p-4"
    >
      <h2 id="demo-accounts-title" className="text-sm font-semibold">
        Demo Accounts
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">
        Sign in with one click to explore a role.
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {accounts.map((account) => {
          const Icon = roleIcons[account.role]
          return (
            <button
              key={account.email}
              type="button"
              disabled={disabled}
              onClick={() => onPick(account)}
              title={`Sign in as ${account.email}`}
              className="flex items-center gap-2 rounded-lg border border-border bg-card px-3 py-2 text-left text-sm font-semibold shadow-sm transition-colors hover:border-primary hover:bg-primary-soft disabled:cursor-not-allowed disabled:opacity-60 sm:flex-col sm:items-start sm:gap-1"
            >
              <Icon className="size-4 text-primary-text" aria-hidden="true" />
              <span>{capitalise(account.role)}</span>
              <span className="sr-only">: sign in as {account.email}</span>
            </button>
          )
        })}
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        <KeyRound className="size-3.5" aria-hidden="true" />
        Password for every demo account:
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">{password}</code>
      </p>
    </section>
  )
}
