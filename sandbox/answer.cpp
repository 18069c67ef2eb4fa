#include "sandbox/answer.h"

#include <QJsonDocument>
#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace dd::sandbox {

Answer errorAnswer(QByteArrayView code, const QString &message, int httpStatus)
{
    QJsonObject body{{u"status"_s, u"ERROR"_s},
                     {u"status_code"_s, QString::fromLatin1(code)},
                     {u"status_message"_s, message}};
    return Answer{httpStatus, QJsonDocument(body).toJson(QJsonDocument::Compact), false};
}

Answer successAnswer(QJsonObject payload, bool effect)
{
    payload.insert(u"status"_s, u"SUCCESS"_s);
    return Answer{200, QJsonDocument(payload).toJson(QJsonDocument::Compact), effect};
}

namespace fields {

bool present(const QJsonObject &object, QLatin1StringView key)
{
    const QJsonValue value = object.value(key);
    return !value.isUndefined() && !value.isNull();
}

std::optional<QString> text(const QJsonObject &object, QLatin1StringView key)
{
    const QJsonValue value = object.value(key);
    if (value.isString()) {
        const QString trimmed = value.toString().trimmed();
        return trimmed.isEmpty() ? std::nullopt : std::optional<QString>(trimmed);
    }
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (std::floor(number) == number && std::fabs(number) < 9.0e15)
            return QString::number(static_cast<qint64>(number));
        return QString::number(number, 'g', 17);
    }
    return std::nullopt;
}

std::optional<qint64> amount(const QJsonValue &value)
{
    if (value.isDouble()) {
        // Read as the shortest decimal that gives this double back: the digits the client wrote.
        // Scaling the double instead misses two-decimal amounts above ~134 million
        // (291573447.91 * 100 = 29157344791.000004).
        const double number = value.toDouble();
        if (!std::isfinite(number))
            return std::nullopt;
        const std::optional<qint64> magnitude =
            amount(QJsonValue(QString::number(std::fabs(number), 'f', QLocale::FloatingPointShortest)));
        if (!magnitude)
            return std::nullopt;
        return number < 0 ? -*magnitude : *magnitude;
    }
    if (!value.isString())
        return std::nullopt;
    const QString text = value.toString().trimmed();
    const qsizetype dot = text.indexOf(u'.');
    const QString whole = dot < 0 ? text : text.left(dot);
    const QString fraction = dot < 0 ? QString() : text.mid(dot + 1);
    if (whole.isEmpty() || whole.size() > 13 || fraction.size() > 2 || (dot >= 0 && fraction.isEmpty()))
        return std::nullopt;
    for (QChar c : QString(whole + fraction)) {
        if (!c.isDigit() || c.unicode() > '9')
            return std::nullopt;
    }
    return whole.toLongLong() * 100 + (fraction.isEmpty() ? 0 : fraction.leftJustified(2, u'0').toLongLong());
}

} // namespace fields
} // namespace dd::sandbox
