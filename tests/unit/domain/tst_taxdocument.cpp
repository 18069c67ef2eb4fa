// Documents and bank numbers by country: every "valid" sample passes its real check-digit
// algorithm (the test computes the digits too), every invalid one fails for the reason named.
#include "core/domain/bankdetails.h"
#include "core/domain/taxdocument.h"

#include <QtTest>

using namespace dd;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(dd::BankInfo)

class TestTaxDocument : public QObject
{
    Q_OBJECT

private slots:
    void checkDigits()
    {
        // Published examples: the Receita's CPF sample, the Receita's CNPJ sample, the DIAN's own
        // NIT, a Banamex CLABE from the Banco de México's description.
        QCOMPARE(TaxDocument::cpfCheckDigits(u"853513468"), u"93"_s);
        QCOMPARE(TaxDocument::cpfCheckDigits(u"123456789"), u"09"_s);
        QCOMPARE(TaxDocument::cnpjCheckDigits(u"112223330001"), u"81"_s);
        QCOMPARE(TaxDocument::rutCheckDigit(u"12345678"), QChar(u'5'));
        QCOMPARE(TaxDocument::rutCheckDigit(u"10000013"), QChar(u'K'));
        QCOMPARE(TaxDocument::rutCheckDigit(u"11111111"), QChar(u'1'));
        QCOMPARE(TaxDocument::nitCheckDigit(u"800197268"), 4);
        QCOMPARE(TaxDocument::nitCheckDigit(u"860069804"), 2);
        QCOMPARE(TaxDocument::clabeCheckDigit(u"03218000011835971"), 9);
        QCOMPARE(TaxDocument::clabeCheckDigit(u"01218001500000000"), 0);
    }

    void documents_data()
    {
        QTest::addColumn<QString>("country");
        QTest::addColumn<QString>("document");
        QTest::addColumn<bool>("valid");
        const auto row = [](const char *name, const char *country, const QString &document, bool valid) {
            QTest::newRow(name) << QString::fromLatin1(country) << document << valid;
        };
        // Brazil: CPF and CNPJ, with or without punctuation.
        row("CPF punctuated", "br", u"853.513.468-93"_s, true);
        row("CPF digits", "br", u"12345678909"_s, true);
        row("CPF first digit wrong", "br", u"853.513.468-83"_s, false);
        row("CPF second digit wrong", "br", u"853.513.468-94"_s, false);
        row("CPF all the same digit", "br", u"111.111.111-11"_s, false);
        row("CPF ten digits", "br", u"8535134689"_s, false);
        row("CPF with a letter", "br", u"853.513.468-9A"_s, false);
        row("CNPJ punctuated", "br", u"11.222.333/0001-81"_s, true);
        row("CNPJ digits", "br", u"12345678000195"_s, true);
        row("CNPJ check digit wrong", "br", u"11.222.333/0001-82"_s, false);
        row("CNPJ all zeros", "br", u"00000000000000"_s, false);
        // Chile: RUT with its check digit, K in either case.
        row("RUT punctuated", "cl", u"12.345.678-5"_s, true);
        row("RUT without dots", "cl", u"11111111-1"_s, true);
        row("RUT with K", "cl", u"10.000.013-K"_s, true);
        row("RUT with lower-case k", "cl", u"10000013-k"_s, true);
        row("RUT without hyphen", "cl", u"123456785"_s, true);
        row("RUT check digit wrong", "cl", u"12.345.678-9"_s, false);
        row("RUT K where 5 belongs", "cl", u"12345678-K"_s, false);
        row("RUT check digit missing", "cl", u"12.345.678-"_s, false);
        row("RUT with a leading zero", "cl", u"01111111-1"_s, false);
        row("RUT with other letters", "cl", u"1234567A-5"_s, false);
        // Colombia: NIT with its check digit after a hyphen, or a cédula.
        row("NIT", "co", u"800.197.268-4"_s, true);
        row("NIT without dots", "co", u"860069804-2"_s, true);
        row("NIT check digit wrong", "co", u"800197268-5"_s, false);
        row("NIT two check digits", "co", u"800197268-45"_s, false);
        row("cédula", "co", u"1020304050"_s, true);
        row("cédula with dots", "co", u"79.123.456"_s, true);
        row("cédula too short", "co", u"1234"_s, false);
        row("cédula too long", "co", u"12345678901"_s, false);
        // Mexico: RFC of a person (4 letters) or a company (3 letters).
        row("RFC person", "mx", u"GODE561231GR8"_s, true);
        row("RFC company", "mx", u"ABC680524P76"_s, true);
        row("RFC impossible date", "mx", u"GODE561331GR8"_s, false);
        row("RFC too short", "mx", u"GODE5612"_s, false);
        // A country without a rule here takes any document.
        row("Argentina: no rule", "ar", u"20-12345678-3"_s, true);
        row("empty", "br", QString(), true);
    }

    void documents()
    {
        QFETCH(QString, country);
        QFETCH(QString, document);
        QFETCH(bool, valid);
        const QString problem = TaxDocument::problemFor(document, country);
        QVERIFY2(problem.isEmpty() == valid, qPrintable(problem));
    }

    void clabe_data()
    {
        QTest::addColumn<QString>("clabe");
        QTest::addColumn<bool>("valid");
        QTest::newRow("Banamex sample") << u"032180000118359719"_s << true;
        QTest::newRow("with spaces") << u"032 180 00011835971 9"_s << true;
        QTest::newRow("check digit wrong") << u"032180000118359710"_s << false;
        QTest::newRow("17 digits") << u"03218000011835971"_s << false;
        QTest::newRow("19 digits") << u"0321800001183597190"_s << false;
        QTest::newRow("letters") << u"03218000011835971X"_s << false;
    }

    void clabe()
    {
        QFETCH(QString, clabe);
        QFETCH(bool, valid);
        QCOMPARE(TaxDocument::isClabe(clabe), valid);
    }

    void bankFieldsByCountry()
    {
        using F = BankDetails::Field;
        QVERIFY(BankDetails::countryUses(F::Branch, u"br"));
        QVERIFY(BankDetails::countryUses(F::BankDetails, u"br"));
        for (const char16_t *country : {u"cl", u"co", u"mx"}) {
            QVERIFY(!BankDetails::countryUses(F::Branch, country));
            QVERIFY(!BankDetails::countryUses(F::BankDetails, country));
            QVERIFY(BankDetails::countryUses(F::Account, country));
            QVERIFY(BankDetails::countryUses(F::HolderDocument, country));
        }
        QVERIFY(!BankDetails::countryUses(F::AccountType, u"mx"));   // the CLABE says it all
        QVERIFY(BankDetails::fieldsFor(u"ar").isEmpty());
        QVERIFY(BankDetails::accountTypesFor(u"cl").contains(u"vista"_s));
        QVERIFY(!BankDetails::accountTypesFor(u"co").contains(u"salary"_s));
        QVERIFY(BankDetails::accountTypesFor(u"mx").isEmpty());
    }

    void bankDetails_data()
    {
        QTest::addColumn<QString>("country");
        QTest::addColumn<BankInfo>("bank");
        QTest::addColumn<QString>("field");   // "": no problem
        const auto bank = [](const QString &branch, const QString &account, const QString &document) {
            return BankInfo{u"Banco"_s, branch, account, {}, {}, document, u"Ana"_s};
        };
        QTest::newRow("br complete") << u"br"_s << bank(u"1234-5"_s, u"987654-3"_s, u"853.513.468-93"_s) << QString();
        QTest::newRow("br company holder") << u"br"_s << bank(u"1234"_s, u"98765-X"_s, u"11.222.333/0001-81"_s) << QString();
        QTest::newRow("br invalid CPF") << u"br"_s << bank(u"1234-5"_s, u"987654-3"_s, u"853.513.468-00"_s)
                                        << u"bank_info.bank_account_holder_document"_s;
        QTest::newRow("cl complete") << u"cl"_s << bank({}, u"00123456789"_s, u"12.345.678-5"_s) << QString();
        QTest::newRow("cl branch") << u"cl"_s << bank(u"1234-5"_s, u"00123456789"_s, {}) << u"bank_info.bank_branch"_s;
        QTest::newRow("cl account with hyphen") << u"cl"_s << bank({}, u"123456-7"_s, {}) << u"bank_info.bank_account"_s;
        QTest::newRow("cl invalid RUT") << u"cl"_s << bank({}, u"00123456789"_s, u"12.345.678-9"_s)
                                        << u"bank_info.bank_account_holder_document"_s;
        QTest::newRow("co complete NIT") << u"co"_s << bank({}, u"123456789012"_s, u"800197268-4"_s) << QString();
        QTest::newRow("co complete cédula") << u"co"_s << bank({}, u"123456789012"_s, u"1020304050"_s) << QString();
        QTest::newRow("co short account") << u"co"_s << bank({}, u"12345"_s, {}) << u"bank_info.bank_account"_s;
        QTest::newRow("co invalid NIT") << u"co"_s << bank({}, u"123456789012"_s, u"800197268-1"_s)
                                        << u"bank_info.bank_account_holder_document"_s;
        QTest::newRow("mx CLABE") << u"mx"_s << bank({}, u"032180000118359719"_s, u"GODE561231GR8"_s) << QString();
        QTest::newRow("mx CLABE check digit") << u"mx"_s << bank({}, u"032180000118359711"_s, {}) << u"bank_info.bank_account"_s;
        QTest::newRow("mx plain account") << u"mx"_s << bank({}, u"123456-7"_s, {}) << u"bank_info.bank_account"_s;
        QTest::newRow("mx branch") << u"mx"_s << bank(u"0123"_s, u"032180000118359719"_s, {}) << u"bank_info.bank_branch"_s;
        QTest::newRow("mx account type free") << u"mx"_s
                                              << BankInfo{{}, {}, u"032180000118359719"_s, u"debit"_s, {}, {}, {}}
                                              << QString();
    }

    void bankDetails()
    {
        QFETCH(QString, country);
        QFETCH(BankInfo, bank);
        QFETCH(QString, field);
        const QList<BankDetails::Problem> problems = BankDetails::check(bank, country);
        QStringList fields;
        for (const BankDetails::Problem &problem : problems) {
            fields.append(problem.field);
            QVERIFY(!problem.message.isEmpty());
        }
        QCOMPARE(fields, field.isEmpty() ? QStringList() : QStringList{field});
    }
};

QTEST_GUILESS_MAIN(TestTaxDocument)
#include "tst_taxdocument.moc"
