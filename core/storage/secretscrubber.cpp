#include "core/storage/secretscrubber.h"

#include <QJsonArray>

#include <array>

using namespace Qt::StringLiterals;

namespace dd::SecretScrubber {

namespace {

constexpr int MinPanDigits = 13;
constexpr int MaxPanDigits = 19;

bool luhnValid(const QString &digits)
{
    int sum = 0;
    bool doubleIt = false;
    for (qsizetype i = digits.size() - 1; i >= 0; --i) {
        int d = digits.at(i).digitValue();
        if (doubleIt) {
            d *= 2;
            if (d > 9)
                d -= 9;
        }
        sum += d;
        doubleIt = !doubleIt;
    }
    return sum % 10 == 0;
}

bool isSeparator(QChar c) { return c == u' ' || c == u'-'; }

// At least 13 digits in a row (separators allowed): the cheap test before the real one.
bool hasLongDigitRun(QStringView text)
{
    int current = 0;
    for (QChar c : text) {
        if (c.isDigit()) {
            if (++current >= MinPanDigits)
                return true;
        } else if (!isSeparator(c)) {
            current = 0;
        }
    }
    return false;
}

// A card-number run starting at `begin`: digits with single separators between them. Returns the
// end position and the digits, or begin when the run is not a plausible card number.
qsizetype panRunEnd(QStringView text, qsizetype begin, QString *digits)
{
    digits->clear();
    qsizetype end = begin;
    qsizetype i = begin;
    while (i < text.size()) {
        const QChar c = text.at(i);
        if (c.isDigit() && c.unicode() < 128) {
            digits->append(c);
            end = ++i;
            if (digits->size() > MaxPanDigits)
                return begin;
        } else if (isSeparator(c) && i + 1 < text.size() && text.at(i + 1).isDigit() && !digits->isEmpty()) {
            ++i;
        } else {
            break;
        }
    }
    if (digits->size() < MinPanDigits || !luhnValid(*digits))
        return begin;
    return end;
}

QJsonValue scrubValue(const QJsonValue &value);

bool valueNeedsScrubbing(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Object:
        return needsScrubbing(value.toObject());
    case QJsonValue::Array:
        for (const QJsonValue &item : value.toArray()) {
            if (valueNeedsScrubbing(item))
                return true;
        }
        return false;
    case QJsonValue::String:
        return containsCardNumber(value.toString());
    case QJsonValue::Double:
        return value.toDouble() >= 1e12;
    case QJsonValue::Null:
    case QJsonValue::Bool:
    case QJsonValue::Undefined:
        return false;
    }
    return false;
}

QJsonArray scrubArray(const QJsonArray &array)
{
    QJsonArray result;
    for (const QJsonValue &item : array)
        result.append(scrubValue(item));
    return result;
}

QJsonValue scrubValue(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Object:
        return scrub(value.toObject());
    case QJsonValue::Array:
        return scrubArray(value.toArray());
    case QJsonValue::String:
        return maskCardNumbers(value.toString());
    case QJsonValue::Double:
        // A card number sent as a JSON number.
        if (value.toDouble() >= 1e12)
            return maskCardNumbers(QString::number(value.toInteger()));
        return value;
    case QJsonValue::Null:
    case QJsonValue::Bool:
    case QJsonValue::Undefined:
        return value;
    }
    return value;
}

} // namespace

bool isSecretKey(QStringView key)
{
    static const std::array<QStringView, 13> exact = {
        u"card_number", u"cardnumber", u"number", u"pan", u"card_cvv", u"cvv", u"cvv2", u"cvc",
        u"security_code", u"network_token_pan", u"network_token_cryptogram", u"cryptogram", u"integration_key",
    };
    for (QStringView candidate : exact) {
        if (key.compare(candidate, Qt::CaseInsensitive) == 0)
            return true;
    }
    return key.contains(u"cryptogram", Qt::CaseInsensitive) || key.contains(u"cvv", Qt::CaseInsensitive)
           || key.endsWith(u"_pan", Qt::CaseInsensitive);
}

bool containsCardNumber(QStringView text)
{
    if (!hasLongDigitRun(text))
        return false;
    QString digits;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const bool startsRun = text.at(i).isDigit() && (i == 0 || !text.at(i - 1).isDigit());
        if (startsRun && panRunEnd(text, i, &digits) != i)
            return true;
    }
    return false;
}

QString maskCardNumbers(const QString &text)
{
    if (!hasLongDigitRun(text))
        return text;   // the common case, no allocation
    QString result;
    QString digits;
    qsizetype i = 0;
    while (i < text.size()) {
        const bool startsRun = text.at(i).isDigit() && (i == 0 || !text.at(i - 1).isDigit());
        const qsizetype end = startsRun ? panRunEnd(text, i, &digits) : i;
        if (end != i) {
            result += digits.left(6) + QString(digits.size() - 10, u'*') + digits.right(4);
            i = end;
        } else {
            result += text.at(i);
            ++i;
        }
    }
    return result;
}

bool needsScrubbing(const QJsonObject &object)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (isSecretKey(it.key()) || valueNeedsScrubbing(it.value()))
            return true;
    }
    return false;
}

QJsonObject scrub(const QJsonObject &object)
{
    if (!needsScrubbing(object))
        return object;   // the common case: nothing to remove, no copy
    QJsonObject result;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (isSecretKey(it.key()))
            continue;
        result.insert(it.key(), scrubValue(it.value()));
    }
    return result;
}

} // namespace dd::SecretScrubber
