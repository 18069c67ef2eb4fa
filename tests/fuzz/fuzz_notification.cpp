// Fuzz target: the notification importer (core/sync/notificationimport). Any body, pasted text or
// code list is either codes or a reason; never a crash. What it accepts is sound: every hash looks
// like a hash and is lower case, every merchant code is short and has no blank, comma or quote,
// nothing is listed twice, and a success names at least one payment.
#include "core/domain/requests.h"
#include "core/sync/notificationimport.h"

#include <QByteArray>
#include <QSet>

#include <cstdint>
#include <cstdlib>

namespace {

void check(const dd::Result<dd::NotificationCodes, QString> &result)
{
    if (!result) {
        if (result.error().isEmpty())
            std::abort();
        return;
    }
    if (result->isEmpty())
        std::abort();
    for (const QString &hash : result->hashes) {
        if (!dd::NotificationImport::looksLikeHash(hash) || hash != hash.toLower())
            std::abort();
    }
    for (const QString &code : result->merchantCodes) {
        if (code.isEmpty() || code.size() > dd::MerchantCode::MaxLength)
            std::abort();
        for (const QChar c : code) {
            if (c.isSpace() || c == u',' || c == u';' || c == u'"' || c == u'\'')
                std::abort();
        }
    }
    if (QSet<QString>(result->hashes.begin(), result->hashes.end()).size() != result->hashes.size()
        || QSet<QString>(result->merchantCodes.begin(), result->merchantCodes.end()).size()
               != result->merchantCodes.size())
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto one = dd::NotificationImport::parse(text);
    check(one);
    const auto many = dd::NotificationImport::parseMany(text);
    check(many);
    // A single line that parses alone parses the same as a list of one.
    if (one && !text.contains('\n') && !text.trimmed().startsWith('#') && (!many || *many != *one))
        std::abort();
    check(dd::NotificationImport::parseCodeList(text));
    return 0;
}
