#include "sandbox/cardrules.h"

namespace dd::sandbox::cardrules {

namespace {
bool allDigits(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (char c : text) {
        if (c < '0' || c > '9')
            return false;
    }
    return true;
}

int prefixNumber(QByteArrayView number, qsizetype length)
{
    return number.size() < length ? -1 : number.first(length).toInt();
}

int clabeCheckDigit(QByteArrayView seventeen)
{
    static const int weights[] = {3, 7, 1};
    int sum = 0;
    for (qsizetype i = 0; i < 17; ++i)
        sum += ((seventeen.at(i) - '0') * weights[i % 3]) % 10;
    return (10 - sum % 10) % 10;
}
} // namespace

bool luhnValid(QByteArrayView digits)
{
    if (!allDigits(digits) || digits.size() < 12 || digits.size() > 19)
        return false;
    int sum = 0;
    bool doubleIt = false;
    for (qsizetype i = digits.size() - 1; i >= 0; --i) {
        int digit = digits.at(i) - '0';
        if (doubleIt) {
            digit *= 2;
            if (digit > 9)
                digit -= 9;
        }
        sum += digit;
        doubleIt = !doubleIt;
    }
    return sum % 10 == 0;
}

QByteArray networkOf(QByteArrayView number)
{
    if (!allDigits(number))
        return {};
    const int six = prefixNumber(number, 6);
    const int four = prefixNumber(number, 4);
    const int two = prefixNumber(number, 2);
    // Elo and Hipercard ranges overlap Visa/Mastercard/Discover prefixes, so test them first.
    static const int eloPrefixes[] = {401178, 401179, 431274, 438935, 451416, 457393, 457631,
                                      457632, 504175, 506699, 509000, 627780, 636297, 636368};
    for (int prefix : eloPrefixes) {
        if (six == prefix)
            return QByteArrayLiteral("elo");
    }
    if ((six >= 506700 && six <= 506778) || (six >= 509001 && six <= 509999)
        || (six >= 650031 && six <= 650051) || (six >= 650405 && six <= 650538))
        return QByteArrayLiteral("elo");
    if (six == 606282 || four == 3841)
        return QByteArrayLiteral("hipercard");
    if (two == 34 || two == 37)
        return number.size() == 15 ? QByteArrayLiteral("amex") : QByteArray();
    if (two == 36 || two == 38 || (prefixNumber(number, 3) >= 300 && prefixNumber(number, 3) <= 305))
        return QByteArrayLiteral("diners");
    if (number.at(0) == '4')
        return QByteArrayLiteral("visa");
    if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720))
        return QByteArrayLiteral("mastercard");
    if (four == 6011 || two == 65)
        return QByteArrayLiteral("discover");
    return {};
}

bool isDecliningTestCard(QByteArrayView number)
{
    return number == "4000000000000002" || number == "5105105105105100";
}

bool parseDueDate(QByteArrayView text, int *month, int *year, bool allowTwoDigitYear)
{
    const qsizetype slash = text.indexOf('/');
    if (slash != 2)
        return false;
    const QByteArrayView monthText = text.first(2);
    const QByteArrayView yearText = text.sliced(3);
    if (!allDigits(monthText) || !allDigits(yearText))
        return false;
    if (yearText.size() != 4 && !(allowTwoDigitYear && yearText.size() == 2))
        return false;
    *month = monthText.toInt();
    *year = yearText.toInt() + (yearText.size() == 2 ? 2000 : 0);
    return *month >= 1 && *month <= 12;
}

bool clabeValid(QByteArrayView clabe)
{
    return clabe.size() == 18 && allDigits(clabe) && clabeCheckDigit(clabe) == clabe.at(17) - '0';
}

QByteArray clabeWithCheckDigit(QByteArrayView seventeenDigits)
{
    QByteArray out = seventeenDigits.toByteArray();
    out.append(static_cast<char>('0' + clabeCheckDigit(seventeenDigits)));
    return out;
}

} // namespace dd::sandbox::cardrules
