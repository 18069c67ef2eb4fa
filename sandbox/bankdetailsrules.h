#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace dd::sandbox::bankdetailsrules {

// Spec 2.5, country by country, written apart from the client's rules so that tests against the
// sandbox check the client honestly. A refusal carries the gateway's error code:
// BP-REF-14 for a branch or account that does not fit the country (a branch outside Brazil, a
// CLABE whose check digit fails, a Chilean or Colombian account that is not plain digits) and
// BP-REF-15 for a holder document that fails its country's check digits (CPF/CNPJ, RUT, NIT or
// cédula, RFC).
struct Refusal
{
    QByteArray code;
    QString message;
};

// `country` is the payment's, lowercase; bank_info's common form is checked by the caller.
std::optional<Refusal> check(const QJsonObject &bank, const QString &country);

// The check-digit rules, exposed for the sandbox's own tests.
bool cpfValid(const QByteArray &digits);
bool cnpjValid(const QByteArray &digits);
bool rutValid(const QByteArray &text);
bool nitValid(const QByteArray &text);

} // namespace dd::sandbox::bankdetailsrules
