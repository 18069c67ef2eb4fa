#include "sandbox/bankdetailsrules.h"

#include "sandbox/cardrules.h"

#include <QDate>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd::sandbox::bankdetailsrules {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool onlyDigits(const QByteArray &text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), isDigit);
}

// Dots, hyphens, slashes and spaces are how people write documents; the digits are what count.
QByteArray stripped(const QByteArray &text)
{
    QByteArray kept;
    for (char c : text)
        if (c != '.' && c != '-' && c != '/' && c != ' ')
            kept.append(c);
    return kept;
}

// Sum of digit times weight, for weights running from `first` down to 2 and wrapping to `wrapTo`.
int weightedSum(const QByteArray &digits, int first, int wrapTo)
{
    int total = 0;
    int weight = first;
    for (char c : digits) {
        total += (c - '0') * weight;
        weight = weight == 2 ? wrapTo : weight - 1;
    }
    return total;
}

int modElevenDigit(int total)
{
    const int rest = total % 11;
    return rest < 2 ? 0 : 11 - rest;
}

bool repeatsOneDigit(const QByteArray &digits)
{
    return digits.count(digits.at(0)) == digits.size();
}

bool rfcValid(const QByteArray &text)
{
    const QByteArray rfc = stripped(text).toUpper();
    if (rfc.size() != 12 && rfc.size() != 13)
        return false;
    const int letters = int(rfc.size()) - 9;
    for (int i = 0; i < letters; ++i)
        if (!((rfc.at(i) >= 'A' && rfc.at(i) <= 'Z') || rfc.at(i) == '&'))
            return false;
    const QByteArray date = rfc.mid(letters, 6);
    const QString fullDate = u"20"_s + QString::fromLatin1(date);
    return onlyDigits(date) && QDate::fromString(fullDate, u"yyyyMMdd"_s).isValid();
}

bool documentValid(const QByteArray &document, const QString &country)
{
    if (country == u"br"_s) {
        const QByteArray digits = stripped(document);
        return onlyDigits(digits) && (cpfValid(digits) || cnpjValid(digits));
    }
    if (country == u"cl"_s)
        return rutValid(document);
    if (country == u"co"_s) {
        if (document.contains('-'))
            return nitValid(document);
        const QByteArray digits = stripped(document);
        return onlyDigits(digits) && digits.size() >= 5 && digits.size() <= 10 && digits.at(0) != '0';
    }
    if (country == u"mx"_s)
        return rfcValid(document);
    return true;
}

std::optional<Refusal> accountRefusal(const QByteArray &account, const QString &country)
{
    if (account.isEmpty())
        return std::nullopt;
    if (country == u"mx"_s && !cardrules::clabeValid(stripped(account)))
        return Refusal{"BP-REF-14", u"Parameter bank_account must be an 18-digit CLABE with its check digit"_s};
    const qsizetype shortest = country == u"cl"_s ? 4 : 6;
    if ((country == u"cl"_s || country == u"co"_s)
        && (!onlyDigits(account) || account.size() < shortest || account.size() > 20))
        return Refusal{"BP-REF-14", u"Parameter bank_account must be %1 to 20 digits in %2"_s.arg(shortest).arg(country)};
    return std::nullopt;
}

QByteArray textOf(const QJsonObject &bank, const char *key)
{
    return bank.value(QLatin1StringView(key)).toString().toUtf8();
}

} // namespace

bool cpfValid(const QByteArray &digits)
{
    if (digits.size() != 11 || !onlyDigits(digits) || repeatsOneDigit(digits))
        return false;
    const int first = modElevenDigit(weightedSum(digits.left(9), 10, 10));
    const int second = modElevenDigit(weightedSum(digits.left(10), 11, 11));
    return digits.at(9) - '0' == first && digits.at(10) - '0' == second;
}

bool cnpjValid(const QByteArray &digits)
{
    if (digits.size() != 14 || !onlyDigits(digits) || repeatsOneDigit(digits))
        return false;
    // Weights 5..2 then 9..2 for the first digit, 6..2 then 9..2 for the second.
    const int first = modElevenDigit(weightedSum(digits.left(12), 5, 9));
    const int second = modElevenDigit(weightedSum(digits.left(13), 6, 9));
    return digits.at(12) - '0' == first && digits.at(13) - '0' == second;
}

bool rutValid(const QByteArray &text)
{
    const QByteArray rut = stripped(text).toUpper();
    if (rut.size() < 2 || rut.size() > 9)
        return false;
    const QByteArray number = rut.chopped(1);
    if (!onlyDigits(number) || number.at(0) == '0')
        return false;
    int total = 0;
    int factor = 2;
    for (qsizetype i = number.size(); i-- > 0;) {
        total += (number.at(i) - '0') * factor;
        factor = factor < 7 ? factor + 1 : 2;
    }
    const int value = 11 - total % 11;
    const char expected = value == 11 ? '0' : value == 10 ? 'K' : char('0' + value);
    return rut.back() == expected;
}

bool nitValid(const QByteArray &text)
{
    const qsizetype dash = text.lastIndexOf('-');
    if (dash < 0)
        return false;
    const QByteArray number = stripped(text.left(dash));
    const QByteArray check = text.mid(dash + 1);
    if (!onlyDigits(number) || number.size() < 6 || number.size() > 15 || check.size() != 1 || !isDigit(check.at(0)))
        return false;
    // The DIAN's primes, applied from the rightmost digit.
    static const int primes[] = {3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71};
    int total = 0;
    for (qsizetype i = 0; i < number.size(); ++i)
        total += (number.at(number.size() - 1 - i) - '0') * primes[i];
    const int rest = total % 11;
    return check.at(0) - '0' == (rest > 1 ? 11 - rest : rest);
}

std::optional<Refusal> check(const QJsonObject &bank, const QString &country)
{
    if (!textOf(bank, "bank_branch").isEmpty() && country != u"br"_s)
        return Refusal{"BP-REF-14", u"Parameter bank_branch is not used for bank transfers in %1"_s.arg(country)};
    if (std::optional<Refusal> refusal = accountRefusal(textOf(bank, "bank_account"), country))
        return refusal;
    const QByteArray document = textOf(bank, "bank_account_holder_document");
    if (!document.isEmpty() && !documentValid(document, country))
        return Refusal{"BP-REF-15", u"Parameter bank_account_holder_document is not a valid document for %1"_s.arg(country)};
    return std::nullopt;
}

} // namespace dd::sandbox::bankdetailsrules
