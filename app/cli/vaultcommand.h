#pragma once

#include "app/cli/clicommand.h"
#include "core/cache/vault.h"

#include <QString>

#include <optional>
#include <utility>

namespace dd::cli {

// `directdesk-cli vault create|check|passwd --vault PATH [--slot NAME]`: create the encrypted
// cache, check that it opens and is intact, change a passphrase.
CliCommand vaultCommand();

// A secret from the environment variable `variable`, else asked on the terminal without echo
// (termios, the prompt on `io`'s error stream), else read as one line from standard input. Nothing when none could be read.
std::optional<QString> readSecret(CliOutput &io, const QString &prompt, const char *variable);
// A new passphrase: from the environment variable `variable` (its own confirmation), else asked
// twice without echo. Nothing when none could be read.
std::optional<std::pair<QString, QString>> newPassphrase(CliOutput &io, const char *variable);
// Unlocks the vault with DIRECTDESK_PASSPHRASE (or a prompt), printing the error on failure.
bool unlockForCommand(CliOutput &io, Vault &vault, const QString &slot);

} // namespace dd::cli
