#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QLoggingCategory>

namespace dd {

Q_DECLARE_LOGGING_CATEGORY(lcGateway)   // "dd.gateway"

// What may be logged of a request body: a PAN as first six / last four, CVV and cryptogram as
// "***", the integration key as its last four characters, the bank account, account holder's
// document and bank details of `bank_info` as their last four characters. Works at any depth.
namespace RequestLog {
QJsonObject masked(const QJsonObject &body);
QByteArray maskedText(const QJsonObject &body);
// Only `bank_info` masked, the rest untouched (for bodies whose card secrets are placeholders
// that OutgoingBody::serializeMasked() replaces).
QJsonObject maskedBankInfo(const QJsonObject &body);
// One log line of a serialized (already masked) body: its bytes as text with control, C1 and
// bidi characters escaped (dd::printable). JSON escapes only C0 controls, and a body carries
// text typed by users or sent by the gateway.
QString printableText(const QByteArray &utf8);
// "•••• 43-1"; a value of four characters or fewer is masked whole.
QString maskedTail(const QString &text);
} // namespace RequestLog

} // namespace dd
