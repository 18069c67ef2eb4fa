#include "core/sync/notificationimport.h"

#include "core/domain/requests.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrlQuery>

#include <algorithm>

namespace dd::NotificationImport {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::NotificationImport)
};

const QRegularExpression &hashPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[0-9a-fA-F]{32,64}$"));
    return pattern;
}

// Any Unicode blank counts (a no-break space pasted from a web page too), not only ASCII ones.
bool isMerchantCode(const QString &code)
{
    if (code.isEmpty() || code.size() > MerchantCode::MaxLength)
        return false;
    return std::none_of(code.cbegin(), code.cend(), [](QChar c) {
        return c.isSpace() || c == u',' || c == u';' || c == u'"' || c == u'\'';
    });
}

void appendUnique(QStringList &list, const QString &code)
{
    if (!list.contains(code))
        list.append(code);
}

struct Fields
{
    QString operation;
    QString hashCodes;
    QString hash;
    QString merchantCode;
};

std::optional<Fields> readFields(const QByteArray &body)
{
    const QByteArray trimmed = body.trimmed();
    Fields fields;
    if (trimmed.startsWith('{')) {
        const QJsonDocument document = QJsonDocument::fromJson(trimmed);
        if (!document.isObject())
            return std::nullopt;
        const QJsonObject object = document.object();
        fields.operation = object.value(QLatin1String("operation")).toString();
        fields.hashCodes = object.value(QLatin1String("hash_codes")).toString();
        fields.hash = object.value(QLatin1String("hash")).toString();
        fields.merchantCode = object.value(QLatin1String("merchant_payment_code")).toString();
        return fields;
    }
    QString text = QString::fromUtf8(trimmed);
    if (const qsizetype mark = text.indexOf(u'?'); mark >= 0)
        text = text.mid(mark + 1);
    text.replace(u'+', u' ');
    const QUrlQuery query(text);
    const auto value = [&query](const char *key) {
        return query.queryItemValue(QLatin1String(key), QUrl::FullyDecoded);
    };
    fields.operation = value("operation");
    fields.hashCodes = value("hash_codes");
    fields.hash = value("hash");
    fields.merchantCode = value("merchant_payment_code");
    return fields;
}

} // namespace

bool looksLikeHash(const QString &code)
{
    return hashPattern().match(code).hasMatch();
}

Result<NotificationCodes, QString> parse(const QByteArray &body)
{
    const std::optional<Fields> fields = readFields(body);
    if (!fields)
        return Text::tr("The notification is neither form fields nor a JSON object.");
    if (!fields->operation.isEmpty() && fields->operation != u"payment_status_change")
        return Text::tr("Not a payment status notification (operation %1).").arg(fields->operation);
    NotificationCodes codes;
    QStringList hashes = fields->hashCodes.split(u',', Qt::SkipEmptyParts);
    if (!fields->hash.isEmpty())
        hashes.append(fields->hash);
    for (QString hash : std::as_const(hashes)) {
        hash = hash.trimmed();
        if (hash.isEmpty())
            continue;
        if (!looksLikeHash(hash))
            return Text::tr("Not a payment hash: %1").arg(hash.left(64));
        appendUnique(codes.hashes, hash.toLower());
    }
    const QString merchantCode = fields->merchantCode.trimmed();
    if (!merchantCode.isEmpty()) {
        if (!isMerchantCode(merchantCode))
            return Text::tr("Not a merchant payment code: %1").arg(merchantCode.left(64));
        appendUnique(codes.merchantCodes, merchantCode);
    }
    if (codes.isEmpty())
        return Text::tr("The notification names no payment (hash_codes, hash or merchant_payment_code).");
    return codes;
}

Result<NotificationCodes, QString> parseMany(const QByteArray &text)
{
    NotificationCodes all;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const Result<NotificationCodes, QString> one = parse(line);
        if (!one)
            return Text::tr("Line %1: %2").arg(i + 1).arg(one.error());
        for (const QString &hash : one->hashes)
            appendUnique(all.hashes, hash);
        for (const QString &code : one->merchantCodes)
            appendUnique(all.merchantCodes, code);
    }
    if (all.isEmpty())
        return Text::tr("No notification found.");
    return all;
}

Result<NotificationCodes, QString> parseCodeList(const QByteArray &text)
{
    NotificationCodes codes;
    QString content = QString::fromUtf8(text);
    if (content.startsWith(QChar(0xFEFF)))
        content.remove(0, 1);
    const QStringList lines = content.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        if (looksLikeHash(line))
            appendUnique(codes.hashes, line.toLower());
        else if (isMerchantCode(line))
            appendUnique(codes.merchantCodes, line);
        else
            return Text::tr("Line %1 is neither a payment hash nor a merchant payment code.").arg(i + 1);
    }
    if (codes.isEmpty())
        return Text::tr("The list holds no code.");
    return codes;
}

} // namespace dd::NotificationImport
