#pragma once

#include "app/cli/clicommand.h"

#include <QUrl>

namespace dd::cli {

// `directdesk-cli config --vault PATH [--base-url URL] [--integration-key KEY|-]
// [--environment NAME]`: set (or, with no setting given, show) the gateway connection stored
// inside the encrypted cache. The integration key is never printed.
CliCommand configCommand();

// https:// anywhere, http:// only on a loopback host (the built-in or a local sandbox).
bool isAcceptableBaseUrl(const QUrl &url);

} // namespace dd::cli
