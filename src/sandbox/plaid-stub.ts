/** Where react-plaid-link loads Link from. */
export const PLAID_SCRIPT_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js'

/**
 * A stand-in for Plaid Link (toolchain.md §5): `Plaid.create(config)` calls `onLoad`, and `open()`
 * completes with a sandbox public token, so the bank-linking path works offline.
 */
export const PLAID_STUB_SCRIPT = `(function () {
  window.Plaid = {
    version: 'sandbox-stub',
    create: function (config) {
      setTimeout(function () { if (config.onLoad) config.onLoad(); }, 0);
      return {
        open: function () {
          if (config.onEvent) config.onEvent('OPEN', { view_name: 'SANDBOX_STUB' });
          setTimeout(function () {
            config.onSuccess('public-sandbox-stub-token', {
              institution: { name: 'Sandbox Bank', institution_id: 'ins_sandbox' },
              accounts: [{ id: 'acc_sandbox_checking', name: 'Checking', mask: '7781', type: 'depository', subtype: 'checking' }],
              link_session_id: 'sandbox-session'
            });
          }, 50);
        },
        exit: function () { if (config.onExit) config.onExit(null, {}); },
        submit: function () {},
        destroy: function () {}
      };
    }
  };
})();`
