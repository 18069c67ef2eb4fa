#pragma once

#include "app/cli/clicommand.h"

#include <QJsonObject>
#include <QStringList>

namespace dd::cli {

// `directdesk-cli api <operation> --base-url URL --integration-key KEY [--field value ...]
// [--body FILE.json] [--json] [--timeout SECONDS]`: the gateway console for support engineers.
CliCommand apiCommand();

// Where one field given on the command line goes in the request body of an operation:
// "card_number" of `direct` becomes payment.card.card_number, "bank_name" of `refund` becomes
// bank_info.bank_name, a dotted name ("payment.card.token") is taken as written.
void setApiField(QJsonObject &body, const QString &operation, const QString &field, const QString &value);

} // namespace dd::cli
