#include "app/democustomers.h"

#include "core/domain/payment.h"

#include <QDate>
#include <QStringList>

#include <array>

using namespace Qt::StringLiterals;

namespace dd::DemoCustomers {

namespace {

// splitmix64: small, fast and the same on every platform, unlike the standard distributions.
class Picker
{
public:
    explicit Picker(quint64 seed) : m_state(seed) {}
    quint64 next()
    {
        quint64 z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    int below(int bound) { return static_cast<int>(next() % static_cast<quint64>(bound)); }
    QString digits(int count)
    {
        QString text;
        for (int i = 0; i < count; ++i)
            text.append(QChar(u'0' + below(10)));
        return text;
    }
    const QString &from(const QStringList &list) { return list.at(below(int(list.size()))); }

private:
    quint64 m_state;
};

quint64 fnv1a(QStringView text)
{
    quint64 hash = 0xCBF29CE484222325ULL;
    for (QChar c : text) {
        hash ^= c.unicode();
        hash *= 0x100000001B3ULL;
    }
    return hash;
}

int digitAt(QStringView digits, qsizetype i) { return digits.at(i).unicode() - u'0'; }

// Brazil's mod-11 rule for a CPF or CNPJ check digit: remainders 0 and 1 give 0.
int mod11Digit(int sum)
{
    const int remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
}

QString cnpjCheckDigits(QStringView firstTwelve)
{
    static constexpr std::array<int, 13> weights{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2};
    QString digits = firstTwelve.toString();
    for (int round = 0; round < 2; ++round) {
        int sum = 0;
        const qsizetype offset = 1 - round;   // the first digit's weights start one place later
        for (qsizetype i = 0; i < digits.size(); ++i)
            sum += digitAt(digits, i) * weights.at(size_t(i + offset));
        digits.append(QChar(u'0' + mod11Digit(sum)));
    }
    return digits.right(2);
}

// A run of 13 to 19 digits that passes Luhn is taken for a card number and masked in the cache:
// a company's CNPJ must not look like one.
bool passesLuhn(QStringView digits)
{
    int sum = 0;
    for (qsizetype i = 0; i < digits.size(); ++i) {
        int d = digitAt(digits, digits.size() - 1 - i);
        if (i % 2 == 1) {
            d *= 2;
            if (d > 9)
                d -= 9;
        }
        sum += d;
    }
    return sum % 10 == 0;
}

int nitCheckDigit(QStringView body)
{
    static constexpr std::array<int, 15> weights{3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71};
    int sum = 0;
    for (qsizetype i = 0; i < body.size(); ++i)
        sum += digitAt(body, body.size() - 1 - i) * weights.at(size_t(i));
    const int remainder = sum % 11;
    return remainder < 2 ? remainder : 11 - remainder;
}

// Thousands with dots, as Spanish and Portuguese documents are written: 12345678 → "12.345.678".
QString dotted(QStringView digits)
{
    QString text;
    for (qsizetype i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            text.append(u'.');
        text.append(digits.at(i));
    }
    return text;
}

QString plainUpper(QStringView text)
{
    const QString decomposed = text.toString().normalized(QString::NormalizationForm_D);
    QString plain;
    for (QChar c : decomposed) {
        if (c.isLetter() && c.unicode() < 128)
            plain.append(c.toUpper());
    }
    return plain;
}

QString emailWord(QStringView text) { return plainUpper(text).toLower(); }

struct Names
{
    QStringList given;
    QStringList surnames;
    QStringList companies;
};

const Names &namesOf(QStringView country)
{
    static const Names brazil{
        {u"Ana"_s, u"João"_s, u"Maria"_s, u"Pedro"_s, u"Juliana"_s, u"Lucas"_s, u"Fernanda"_s, u"Rafael"_s,
         u"Camila"_s, u"Gustavo"_s, u"Beatriz"_s, u"Thiago"_s, u"Letícia"_s, u"Mateus"_s, u"Patrícia"_s},
        {u"Silva"_s, u"Santos"_s, u"Oliveira"_s, u"Souza"_s, u"Pereira"_s, u"Costa"_s, u"Rodrigues"_s,
         u"Almeida"_s, u"Nascimento"_s, u"Carvalho"_s, u"Araújo"_s, u"Ribeiro"_s, u"Gonçalves"_s, u"Lima"_s},
        {u"Mercado Boa Vista Ltda."_s, u"Padaria Sol Nascente ME"_s, u"Ótica Central Ltda."_s,
         u"Livraria Ipê Amarelo Ltda."_s, u"Auto Peças Serra Azul Ltda."_s}};
    static const Names chile{
        {u"Camila"_s, u"Sofía"_s, u"Valentina"_s, u"Matías"_s, u"Benjamín"_s, u"Vicente"_s, u"Catalina"_s,
         u"Agustín"_s, u"Javiera"_s, u"Tomás"_s, u"Constanza"_s, u"Cristóbal"_s},
        {u"González"_s, u"Muñoz"_s, u"Rojas"_s, u"Díaz"_s, u"Pérez"_s, u"Soto"_s, u"Contreras"_s, u"Silva"_s,
         u"Martínez"_s, u"Sepúlveda"_s, u"Morales"_s, u"Fuentes"_s},
        {u"Comercial Los Andes SpA"_s, u"Distribuidora Pacífico Ltda."_s, u"Ferretería Cordillera SpA"_s,
         u"Librería Austral Ltda."_s}};
    static const Names colombia{
        {u"Santiago"_s, u"Valentina"_s, u"Sebastián"_s, u"Mariana"_s, u"Alejandro"_s, u"Daniela"_s,
         u"Andrés"_s, u"Laura"_s, u"Juan Pablo"_s, u"Natalia"_s, u"Felipe"_s, u"Paula"_s},
        {u"Rodríguez"_s, u"Gómez"_s, u"López"_s, u"Martínez"_s, u"García"_s, u"Ramírez"_s, u"Torres"_s,
         u"Hernández"_s, u"Vargas"_s, u"Moreno"_s, u"Castro"_s, u"Ospina"_s},
        {u"Inversiones El Dorado S.A.S."_s, u"Tienda La Esperanza S.A.S."_s, u"Café de la Sierra S.A.S."_s,
         u"Droguería San Rafael S.A.S."_s}};
    static const Names mexico{
        {u"José"_s, u"Guadalupe"_s, u"Alejandra"_s, u"Luis"_s, u"Fernanda"_s, u"Carlos"_s, u"Daniela"_s,
         u"Jorge"_s, u"Ximena"_s, u"Ricardo"_s, u"Mariana"_s, u"Emilio"_s},
        {u"Hernández"_s, u"García"_s, u"Martínez"_s, u"López"_s, u"González"_s, u"Pérez"_s, u"Sánchez"_s,
         u"Ramírez"_s, u"Cruz"_s, u"Flores"_s, u"Morales"_s, u"Reyes"_s},
        {u"Abarrotes La Luz S.A. de C.V."_s, u"Papelería Mixteca S.A. de C.V."_s,
         u"Farmacia del Valle S.A. de C.V."_s, u"Taller Nopal S. de R.L."_s}};
    static const Names argentina{
        {u"Martina"_s, u"Joaquín"_s, u"Lucía"_s, u"Bautista"_s, u"Florencia"_s, u"Thiago"_s, u"Milagros"_s,
         u"Facundo"_s, u"Agustina"_s, u"Nicolás"_s},
        {u"González"_s, u"Rodríguez"_s, u"Fernández"_s, u"López"_s, u"Martínez"_s, u"Romero"_s, u"Sosa"_s,
         u"Álvarez"_s, u"Benítez"_s, u"Acosta"_s},
        {}};
    static const Names peru{
        {u"Rosa"_s, u"Luis"_s, u"Carmen"_s, u"Jorge"_s, u"Milagros"_s, u"César"_s, u"Diana"_s, u"Renzo"_s,
         u"Katherine"_s, u"Álvaro"_s},
        {u"Quispe"_s, u"Flores"_s, u"Sánchez"_s, u"Rodríguez"_s, u"García"_s, u"Huamán"_s, u"Mamani"_s,
         u"Chávez"_s, u"Vásquez"_s, u"Ramos"_s},
        {}};
    if (country == u"br")
        return brazil;
    if (country == u"cl")
        return chile;
    if (country == u"co")
        return colombia;
    if (country == u"mx")
        return mexico;
    if (country == u"pe")
        return peru;
    return argentina;
}

QString cpf(Picker &pick)
{
    QString base;
    do
        base = pick.digits(9);
    while (base.count(base.at(0)) == base.size());   // 111.111.111-11 and the like are never issued
    const QString digits = base + cpfCheckDigits(base);
    return digits.left(3) + u'.' + digits.mid(3, 3) + u'.' + digits.mid(6, 3) + u'-' + digits.right(2);
}

QString cnpj(Picker &pick)
{
    QString digits;
    do {
        const QString base = pick.digits(8) + u"0001"_s;   // the head office
        digits = base + cnpjCheckDigits(base);
    } while (passesLuhn(digits));
    return digits.left(2) + u'.' + digits.mid(2, 3) + u'.' + digits.mid(5, 3) + u'/' + digits.mid(8, 4) + u'-'
           + digits.right(2);
}

QString rut(Picker &pick, bool company)
{
    // People's RUN run from a few million to the mid twenties; companies' RUT from 76 million up.
    const quint32 body = company ? 76'000'000U + quint32(pick.below(2'000'000))
                                 : 6'000'000U + quint32(pick.below(19'000'000));
    return dotted(QString::number(body)) + u'-' + rutCheckDigit(body);
}

QString colombianDocument(Picker &pick, bool company)
{
    if (!company)
        return QString::number(10 + pick.below(90)) + pick.digits(8);   // a cédula of 10 digits
    const QString body = u"9"_s + pick.digits(8);                           // a company's NIT
    return dotted(body) + u'-' + QString::number(nitCheckDigit(body));
}

QString homoclave(Picker &pick)
{
    static const QString alphabet = u"123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"_s;
    return QString(alphabet.at(pick.below(int(alphabet.size())))) + alphabet.at(pick.below(int(alphabet.size())));
}

QString rfcDate(Picker &pick, int firstYear, int years)
{
    const QDate date(firstYear + pick.below(years), 1 + pick.below(12), 1 + pick.below(28));
    return date.toString(u"yyMMdd"_s);
}

// A person's RFC: the paternal surname's initial and first inner vowel, the maternal surname's
// initial, the given name's initial, the birth date, the homoclave and its check character.
QString personRfc(Picker &pick, QStringView given, QStringView paternal, QStringView maternal)
{
    const QString father = plainUpper(paternal);
    QChar vowel = u'X';
    for (qsizetype i = 1; i < father.size(); ++i) {
        if (QStringView(u"AEIOU").contains(father.at(i))) {
            vowel = father.at(i);
            break;
        }
    }
    const QString head = QString(father.at(0)) + vowel + plainUpper(maternal).at(0) + plainUpper(given).at(0);
    const QString body = head + rfcDate(pick, 1950, 53) + homoclave(pick);
    return body + rfcCheckCharacter(body);
}

QString companyRfc(Picker &pick, QStringView name)
{
    // The initials of the name's words of three letters or more, completed from the first word.
    const QStringList words = name.toString().split(u' ', Qt::SkipEmptyParts);
    QString initials;
    for (const QString &word : words) {
        const QString plain = plainUpper(word);
        if (plain.size() > 2 && initials.size() < 3)
            initials.append(plain.at(0));
    }
    const QString first = plainUpper(words.first());
    for (qsizetype next = 1; initials.size() < 3 && next < first.size(); ++next)
        initials.append(first.at(next));
    const QString body = initials + rfcDate(pick, 1990, 30) + homoclave(pick);
    return body + rfcCheckCharacter(body);
}

QString documentFor(QStringView country, Picker &pick, bool company, const QStringList &nameParts)
{
    if (country == u"br")
        return company ? cnpj(pick) : cpf(pick);
    if (country == u"cl")
        return rut(pick, company);
    if (country == u"co")
        return colombianDocument(pick, company);
    if (country == u"mx")
        return company ? companyRfc(pick, nameParts.first())
                       : personRfc(pick, nameParts.at(0), nameParts.at(1), nameParts.at(2));
    if (country == u"ar")
        return dotted(QString::number(20'000'000 + pick.below(25'000'000)));   // DNI
    return QString::number(40'000'000 + pick.below(40'000'000));              // Peru's DNI: 8 digits
}

bool takesCompanies(QStringView country)
{
    return country == u"br" || country == u"cl" || country == u"co" || country == u"mx";
}

} // namespace

QString cpfCheckDigits(QStringView firstNine)
{
    QString digits = firstNine.toString();
    for (int round = 0; round < 2; ++round) {
        int sum = 0;
        const int top = int(digits.size()) + 1;   // weights 10..2, then 11..2
        for (qsizetype i = 0; i < digits.size(); ++i)
            sum += digitAt(digits, i) * (top - int(i));
        digits.append(QChar(u'0' + mod11Digit(sum)));
    }
    return digits.right(2);
}

QChar rutCheckDigit(quint32 body)
{
    int sum = 0;
    int weight = 2;
    for (; body > 0; body /= 10) {
        sum += int(body % 10) * weight;
        weight = weight == 7 ? 2 : weight + 1;
    }
    const int digit = 11 - sum % 11;
    if (digit == 11)
        return QChar(u'0');
    return digit == 10 ? QChar(u'K') : QChar(u'0' + digit);
}

QChar rfcCheckCharacter(QStringView firstTwelveOrEleven)
{
    // SAT's values: digits, A-N, '&', O-Z, the space (a company's RFC is padded to 12) and Ñ.
    static const QString values = u"0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ \u00D1"_s;
    QString padded = firstTwelveOrEleven.toString();
    if (padded.size() == 11)
        padded.prepend(u' ');
    int sum = 0;
    for (qsizetype i = 0; i < padded.size(); ++i)
        sum += int(values.indexOf(padded.at(i))) * int(13 - i);
    const int remainder = sum % 11;
    if (remainder == 0)
        return QChar(u'0');
    return 11 - remainder == 10 ? QChar(u'A') : QChar(u'0' + 11 - remainder);
}

DemoCustomer customer(QStringView country, int number)
{
    Picker pick(fnv1a(country) ^ (quint64(number) * 0x2545F4914F6CDD1DULL));
    const Names &names = namesOf(country);
    DemoCustomer result;
    static constexpr std::array<QStringView, 3> domains{u"example.com", u"example.net", u"example.org"};
    const QString domain = domains.at(size_t(number) % domains.size()).toString();
    result.company = takesCompanies(country) && number % 8 == 7;
    QStringList parts;
    if (result.company) {
        result.name = pick.from(names.companies);
        parts << result.name;
        const QString contact = country == u"br" ? u"financeiro"_s : u"pagos"_s;
        QString slug;
        for (const QString &word : result.name.split(u' ', Qt::SkipEmptyParts).mid(0, 3))
            slug += emailWord(word);
        result.email = contact + u'.' + slug + QString::number(number) + u'@' + domain;
    } else {
        const QString given = pick.from(names.given);
        const QString paternal = pick.from(names.surnames);
        QString maternal = pick.from(names.surnames);
        if (maternal == paternal)
            maternal = names.surnames.at((names.surnames.indexOf(paternal) + 1) % names.surnames.size());
        parts << given << paternal << maternal;
        // Brazilians put the mother's surname first; Spanish speakers the father's.
        result.name = country == u"br" ? given + u' ' + maternal + u' ' + paternal
                                       : given + u' ' + paternal + u' ' + maternal;
        result.email = emailWord(given) + u'.' + emailWord(paternal) + QString::number(number) + u'@' + domain;
    }
    result.document = documentFor(country, pick, result.company, parts);
    return result;
}

void attachTo(Payment &payment)
{
    if (!payment.customerName.isEmpty())
        return;
    const int number = static_cast<int>(fnv1a(payment.merchantPaymentCode) % PerCountry);
    const DemoCustomer chosen = customer(payment.country, number);
    payment.customerName = chosen.name;
    payment.customerEmail = chosen.email;
    payment.customerDocument = chosen.document;
}

} // namespace dd::DemoCustomers
