#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `capture`, `cancel`, `refund`, `cancel-refund`: each recorded as an intent before it is sent.
CliCommand captureCommand();
CliCommand cancelCommand();
CliCommand refundCommand();
CliCommand cancelRefundCommand();

} // namespace dd::cli
