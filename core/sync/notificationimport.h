#pragma once

#include "core/domain/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace dd {

// Payment identifiers taken from a gateway notification or a list of codes, to be queued for
// /ws/query (ImportQueue). Hashes and merchant payment codes are kept apart.
struct NotificationCodes
{
    QStringList hashes;
    QStringList merchantCodes;
    bool isEmpty() const { return hashes.isEmpty() && merchantCodes.isEmpty(); }
    friend bool operator==(const NotificationCodes &, const NotificationCodes &) = default;
};

namespace NotificationImport {

// One notification as the gateway posts it: form-encoded or a query string
// (`operation=payment_status_change&notification_type=update&hash_codes=a,b`), or the same
// fields as a JSON object. `hash_codes` is a comma list; `hash` and `merchant_payment_code` are
// single codes. A translated reason when it is not a payment_status_change notification or
// carries no code.
Result<NotificationCodes, QString> parse(const QByteArray &body);

// Several notifications, one per line (pasted text or a file); blank lines and lines starting
// with '#' are skipped. Fails on the first bad line, naming it.
Result<NotificationCodes, QString> parseMany(const QByteArray &text);

// A list of codes, one a line (`import --codes FILE`): a line of 32 to 64 hexadecimal digits is
// a hash, anything else a merchant payment code (at most 40 characters, no spaces). Blank lines
// and '#' comments are skipped; duplicates dropped. Fails naming the first bad line.
Result<NotificationCodes, QString> parseCodeList(const QByteArray &text);

bool looksLikeHash(const QString &code);

} // namespace NotificationImport

} // namespace dd
