#include "core/domain/taxdocument.h"

#include <QCoreApplication>
#include <QDate>

#include <array>

namespace dd::TaxDocument {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::TaxDocument)
};

int digitAt(QStringView digits, qsizetype i)
{
    return digits[i].unicode() - u'0';
}

bool allDigits(QStringView text)
{
    for (QChar c : text) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return !text.isEmpty();
}

bool allSame(QStringView digits)
{
    for (QChar c : digits) {
        if (c != digits.front())
            return false;
    }
    return true;
}

// Brazil's modulo-11 digit: weights counting down to 2, remainders 0 and 1 give 0.
int brazilCheckDigit(QStringView digits, const int *weights)
{
    int sum = 0;
    for (qsizetype i = 0; i < digits.size(); ++i)
        sum += digitAt(digits, i) * weights[i];
    const int rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
}

// The text without its separators, or nothing when it holds anything else.
std::optional<QString> withoutSeparators(QStringView text)
{
    QString kept;
    for (QChar c : text) {
        if (c == u'.' || c == u'-' || c == u'/' || c == u' ')
            continue;
        if (c.unicode() > 127 || !c.isLetterOrNumber())
            return std::nullopt;
        kept.append(c);
    }
    return kept;
}

} // namespace

std::optional<QString> digitsOf(QStringView text)
{
    std::optional<QString> kept = withoutSeparators(text);
    if (!kept || !allDigits(*kept))
        return std::nullopt;
    return kept;
}

QString cpfCheckDigits(QStringView firstNine)
{
    static constexpr std::array<int, 10> weights{11, 10, 9, 8, 7, 6, 5, 4, 3, 2};
    QString digits = firstNine.toString();
    // The first digit's weights start at 10, the second's at 11: both end in 2.
    digits.append(QChar(u'0' + brazilCheckDigit(digits, weights.data() + 1)));
    digits.append(QChar(u'0' + brazilCheckDigit(digits, weights.data())));
    return digits.right(2);
}

QString cnpjCheckDigits(QStringView firstTwelve)
{
    static constexpr std::array<int, 13> weights{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2};
    QString digits = firstTwelve.toString();
    digits.append(QChar(u'0' + brazilCheckDigit(digits, weights.data() + 1)));
    digits.append(QChar(u'0' + brazilCheckDigit(digits, weights.data())));
    return digits.right(2);
}

bool isCpf(QStringView text)
{
    const std::optional<QString> digits = digitsOf(text);
    // 111.111.111-11 and the like pass the arithmetic but are no one's.
    return digits && digits->size() == 11 && !allSame(*digits)
           && cpfCheckDigits(QStringView(*digits).left(9)) == QStringView(*digits).right(2);
}

bool isCnpj(QStringView text)
{
    const std::optional<QString> digits = digitsOf(text);
    return digits && digits->size() == 14 && !allSame(*digits)
           && cnpjCheckDigits(QStringView(*digits).left(12)) == QStringView(*digits).right(2);
}

QChar rutCheckDigit(QStringView body)
{
    int sum = 0;
    int weight = 2;
    for (qsizetype i = body.size() - 1; i >= 0; --i) {
        sum += digitAt(body, i) * weight;
        weight = weight == 7 ? 2 : weight + 1;
    }
    const int digit = 11 - sum % 11;
    return digit == 11 ? u'0' : digit == 10 ? u'K' : QChar(u'0' + digit);
}

bool isRut(QStringView text)
{
    const std::optional<QString> kept = withoutSeparators(text);
    if (!kept || kept->size() < 2 || kept->size() > 9)
        return false;
    const QStringView body = QStringView(*kept).chopped(1);
    const QChar check = kept->back().toUpper();
    return allDigits(body) && body.front() != u'0' && check == rutCheckDigit(body);
}

int nitCheckDigit(QStringView body)
{
    static constexpr std::array<int, 15> weights{3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71};
    if (body.size() > qsizetype(weights.size()))
        return -1;   // longer than any NIT: matches no check digit
    int sum = 0;
    for (qsizetype i = 0; i < body.size(); ++i)
        sum += digitAt(body, body.size() - 1 - i) * weights[size_t(i)];
    const int rest = sum % 11;
    return rest > 1 ? 11 - rest : rest;
}

bool isNit(QStringView text)
{
    // The check digit stands after the last hyphen; dots may group the number.
    const qsizetype hyphen = text.lastIndexOf(u'-');
    if (hyphen < 0)
        return false;
    const std::optional<QString> body = digitsOf(text.left(hyphen));
    const QStringView check = text.mid(hyphen + 1);
    return body && body->size() >= 6 && body->size() <= 15 && check.size() == 1 && allDigits(check)
           && nitCheckDigit(*body) == digitAt(check, 0);
}

bool isCedula(QStringView text)
{
    const std::optional<QString> digits = digitsOf(text);
    return digits && digits->size() >= 5 && digits->size() <= 10 && digits->front() != u'0';
}

int clabeCheckDigit(QStringView firstSeventeen)
{
    static constexpr std::array<int, 3> weights{3, 7, 1};
    int sum = 0;
    for (qsizetype i = 0; i < firstSeventeen.size(); ++i)
        sum += digitAt(firstSeventeen, i) * weights[size_t(i % 3)] % 10;
    return (10 - sum % 10) % 10;
}

bool isClabe(QStringView text)
{
    const std::optional<QString> digits = digitsOf(text);
    return digits && digits->size() == 18 && clabeCheckDigit(QStringView(*digits).left(17)) == digitAt(*digits, 17);
}

bool isRfc(QStringView text)
{
    const std::optional<QString> kept = withoutSeparators(text);
    if (!kept || (kept->size() != 12 && kept->size() != 13))
        return false;
    const qsizetype letters = kept->size() - 9;
    for (qsizetype i = 0; i < letters; ++i) {
        const QChar c = kept->at(i).toUpper();
        if ((c < u'A' || c > u'Z') && c != u'&' && c != QChar(0x00D1))
            return false;
    }
    const QStringView date = QStringView(*kept).mid(letters, 6);
    const QString fullDate = QStringLiteral("20") + date.toString();   // the century does not matter here
    return allDigits(date) && QDate::fromString(fullDate, QStringLiteral("yyyyMMdd")).isValid();
}

QString problemFor(QStringView document, QStringView country)
{
    if (document.isEmpty())
        return {};
    if (country == u"br") {
        if (isCpf(document) || isCnpj(document))
            return {};
        const std::optional<QString> digits = digitsOf(document);
        if (digits && (digits->size() == 11 || digits->size() == 14))
            return Text::tr("This CPF or CNPJ is not valid (check digits).");
        return Text::tr("Enter a CPF (11 digits, such as 853.513.468-93) or a CNPJ (14 digits).");
    }
    if (country == u"cl") {
        if (isRut(document))
            return {};
        return Text::tr("Enter a valid RUT: the number and its check digit (0-9 or K) after a hyphen, such as 11.111.111-1.");
    }
    if (country == u"co") {
        if (isNit(document) || (!document.contains(u'-') && isCedula(document)))
            return {};
        if (document.contains(u'-'))
            return Text::tr("This NIT is not valid (check digit after the hyphen).");
        return Text::tr("Enter a cédula (5 to 10 digits) or a NIT with its check digit after a hyphen.");
    }
    if (country == u"mx") {
        if (isRfc(document))
            return {};
        return Text::tr("Enter an RFC: 3 or 4 letters, the date as YYMMDD and 3 characters, such as GODE561231GR8.");
    }
    return {};
}

} // namespace dd::TaxDocument
