#pragma once

#include <QString>
#include <QStringView>

namespace dd {

struct Payment;

// The customers of the demo books: a name, an e-mail under the reserved example domains, and a
// document as the customer's country writes it, with its check digits (Brazil: CPF, CNPJ for a
// company; Chile: RUT; Colombia: cédula, NIT for a company; Mexico: RFC with its check character;
// Argentina and Peru: DNI). The generator is written apart from core/domain's validators, which
// the tests hold it to.
struct DemoCustomer
{
    QString name;
    QString email;
    QString document;
    bool company = false;
};

namespace DemoCustomers {

// Customers a country's demo payments are shared among: each comes back for several payments, so a
// search by one finds a handful of them.
inline constexpr int PerCountry = 150;

// The `number`th customer of a lowercase country code; the same arguments give the same customer.
DemoCustomer customer(QStringView country, int number);
// Gives a demo payment its customer, chosen by its merchant code (the same payment always gets the
// same one).
void attachTo(Payment &payment);

// Check digits, exposed for the tests' known examples.
QString cpfCheckDigits(QStringView firstNine);
QChar rutCheckDigit(quint32 body);
QChar rfcCheckCharacter(QStringView firstTwelveOrEleven);

} // namespace DemoCustomers

} // namespace dd
