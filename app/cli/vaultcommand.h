#pragma once

#include "app/cli/clicommand.h"
#include "core/cache/vault.h"

#include <QString>

#include <optional>

namespace dd::cli {

// `directdesk-cli vault create|check|passwd --vault PATH [--slot NAME]`: create the encrypted
// cache, check that it opens and is intact, change a passphrase.
CliCommand vaultCommand();

// A secret from the environment variable `variable`, else asked on the terminal without echo
// (termios), else read as one line from standard input. Nothing when none could be read.
std::optional<QString> readSecret(const QString &prompt, const char *variable);
// Unlocks the vault with DIRECTDESK_PASSPHRASE (or a prompt), printing the error on failure.
bool unlockForCommand(Vault &vault, const QString &slot);
int exitStatusFor(const VaultError &error);

} // namespace dd::cli
