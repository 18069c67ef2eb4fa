#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QLoggingCategory>

namespace dd {

Q_DECLARE_LOGGING_CATEGORY(lcGateway)   // "dd.gateway"

// What may be logged of a request body: a PAN as first six / last four, CVV and cryptogram as
// "***", the integration key as its last four characters. Works at any depth.
namespace RequestLog {
QJsonObject masked(const QJsonObject &body);
QByteArray maskedText(const QJsonObject &body);
} // namespace RequestLog

} // namespace dd
