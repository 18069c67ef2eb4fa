// Every field of a refund, capture and query has a type and a bound, checked before anything is
// sent: bank details and holder data (spec 2.5), identifiers and texts. One row per rule.
#include "core/gateway/requestreader.h"
#include "core/gateway/requestvalidator.h"
#include "requestvalidatorsamples.h"

#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace dd;
using dd::test::validation::confirmedPayment;
using dd::test::validation::refundRequest;

namespace {

const QString Nul = QString(QChar(0));

BankInfo validBank()
{
    return BankInfo{QStringLiteral("Banco do Brasil"), QStringLiteral("1234-5"), QStringLiteral("123456-7"),
                    QStringLiteral("checking"), QStringLiteral("state bank"), QStringLiteral("123.456.789-09"),
                    QStringLiteral("Ana Souza")};
}

// The same refund checked with and without its payment: the payment-free rules must find the
// problem alone (that is what runs before the look-up).
Check withBank(std::function<void(BankInfo &)> edit)
{
    return [edit] {
        RefundRequest r = refundRequest();
        BankInfo bank = validBank();
        edit(bank);
        r.bankInfo = bank;
        RefundRequest withoutPayment = r;
        withoutPayment.payment.reset();
        return RequestValidator::refund(r) + RequestValidator::refundFields(withoutPayment);
    };
}

Check refundFields(std::function<void(RefundRequest &)> edit)
{
    return [edit] {
        RefundRequest r = refundRequest();
        r.payment.reset();
        edit(r);
        return RequestValidator::refundFields(r);
    };
}

Check queryCheck(QString hash, QString merchantCode)
{
    return [hash, merchantCode] { return RequestValidator::query({hash, merchantCode}); };
}

Check captureFields(std::function<void(CaptureRequest &)> edit)
{
    return [edit] {
        CaptureRequest r;
        r.hash = QStringLiteral("hash-1");
        edit(r);
        return RequestValidator::captureFields(r);
    };
}

Check directCheck(std::function<void(DirectRequest &)> edit)
{
    return [edit] {
        DirectRequest r;
        r.paymentTypeCode = QStringLiteral("boleto");
        r.amountTotal = Money(10000, QStringLiteral("BRL"));
        r.country = QStringLiteral("br");
        r.name = QStringLiteral("Jose Silva");
        r.email = QStringLiteral("jose@example.com");
        r.document = QStringLiteral("853.513.468-93");   // a boleto's payer: CPF and address
        r.address = QStringLiteral("Avenida Paulista");
        r.city = QStringLiteral("Sao Paulo");
        r.state = QStringLiteral("SP");
        r.zipcode = QStringLiteral("01310-100");
        r.merchantPaymentCode = QStringLiteral("order-1");
        edit(r);
        return RequestValidator::direct(r, QDateTime(QDate(2026, 11, 22), QTime(12, 0), Qt::UTC));
    };
}

int errorsOn(const FieldProblems &problems, const QString &field)
{
    int count = 0;
    for (const FieldProblem &p : problems)
        count += p.isError() && p.field == field && !p.message.isEmpty() ? 1 : 0;
    return count;
}

QString describe(const FieldProblems &problems)
{
    QStringList out;
    for (const FieldProblem &p : problems)
        out << p.field + u'=' + p.message;
    return out.join(QStringLiteral("; "));
}

} // namespace

class TestBoundedInput : public QObject
{
    Q_OBJECT
private slots:
    void validInputPasses();
    void badInputIsNamed_data();
    void badInputIsNamed();
    void boundsAreInclusive_data();
    void boundsAreInclusive();
    void bankInfoTypes_data();
    void bankInfoTypes();
};

void TestBoundedInput::validInputPasses()
{
    RefundRequest r = refundRequest();
    r.bankInfo = validBank();
    r.description = QStringLiteral("line one\nline two\twith a tab");
    QVERIFY2(!hasErrors(RequestValidator::refund(r)), qPrintable(describe(RequestValidator::refund(r))));
    QVERIFY(!hasErrors(RequestValidator::query({{}, QStringLiteral("order-42")})));
    QVERIFY(!hasErrors(RequestValidator::query({QStringLiteral("5f3c9a0e1b2d4c6e8f0a1b2c3d4e5f6a7b8c9d0e"), {}})));
    const FieldProblems customer = directCheck([](DirectRequest &r) {
        r.name = QStringLiteral("Jos\u00E9 ") + QString(95, u'n');   // 100 characters
        r.address = QStringLiteral("Rua S\u00E3o Jo\u00E3o");
    })();
    QVERIFY2(!hasErrors(customer), qPrintable(describe(customer)));
}

void TestBoundedInput::badInputIsNamed_data()
{
    QTest::addColumn<Check>("check");
    QTest::addColumn<QString>("field");
    const auto row = [](const char *name, Check check, const char *field) {
        QTest::newRow(name) << check << QString::fromLatin1(field);
    };
    const QString esc = QStringLiteral("\x1B[2J");
    // Lengths (RequestValidator::Bound).
    row("bank_name 10 MB", withBank([](BankInfo &b) { b.bankName = QString(10 * 1024 * 1024, u'B'); }), "bank_info.bank_name");
    row("bank_name 101", withBank([](BankInfo &b) { b.bankName = QString(101, u'B'); }), "bank_info.bank_name");
    row("bank_branch 21", withBank([](BankInfo &b) { b.bankBranch = QString(21, u'1'); }), "bank_info.bank_branch");
    row("bank_account 41", withBank([](BankInfo &b) { b.bankAccount = QString(41, u'1'); }), "bank_info.bank_account");
    row("account_type 41", withBank([](BankInfo &b) { b.accountType = QString(41, u'a'); }), "bank_info.account_type");
    row("bank_details 101", withBank([](BankInfo &b) { b.bankDetails = QString(101, u'd'); }), "bank_info.bank_details");
    row("holder document 31", withBank([](BankInfo &b) { b.holderDocument = QString(31, u'1'); }),
        "bank_info.bank_account_holder_document");
    row("holder name 101", withBank([](BankInfo &b) { b.holderName = QString(101, u'n'); }),
        "bank_info.bank_account_holder_name");
    // Control and formatting characters.
    row("holder name NUL", withBank([](BankInfo &b) { b.holderName = QStringLiteral("Ana") + Nul + QStringLiteral("x"); }),
        "bank_info.bank_account_holder_name");
    row("holder name ESC", withBank([esc](BankInfo &b) { b.holderName = QStringLiteral("Ana") + esc; }),
        "bank_info.bank_account_holder_name");
    row("holder name newline", withBank([](BankInfo &b) { b.holderName = QStringLiteral("Ana\nSouza"); }),
        "bank_info.bank_account_holder_name");
    row("holder name RLO", withBank([](BankInfo &b) { b.holderName = QStringLiteral("Ana \u202Eazuos"); }),
        "bank_info.bank_account_holder_name");
    row("bank_name C1", withBank([](BankInfo &b) { b.bankName = QStringLiteral("Banco\u009B31m"); }), "bank_info.bank_name");
    row("account_type tab", withBank([](BankInfo &b) { b.accountType = QStringLiteral("check\ting"); }),
        "bank_info.account_type");
    row("holder document CR", withBank([](BankInfo &b) { b.holderDocument = QStringLiteral("123\r456"); }),
        "bank_info.bank_account_holder_document");
    row("bank_details NUL", withBank([](BankInfo &b) { b.bankDetails = Nul; }), "bank_info.bank_details");
    // Texts and identifiers of the refund itself, before the payment is known.
    row("description 1501", refundFields([](RefundRequest &r) { r.description = QString(1501, u'x'); }), "description");
    row("description 100 KB", refundFields([](RefundRequest &r) { r.description = QString(100 * 1024, u'x'); }),
        "description");
    row("description ESC", refundFields([esc](RefundRequest &r) { r.description = QStringLiteral("why") + esc; }),
        "description");
    row("description NUL", refundFields([](RefundRequest &r) { r.description = QStringLiteral("why") + Nul; }),
        "description");
    row("description bidi", refundFields([](RefundRequest &r) { r.description = QStringLiteral("why \u2066x\u2069"); }),
        "description");
    row("refund amount zero", refundFields([](RefundRequest &r) { r.amount = Money(0, QString()); }), "amount");
    row("refund amount negative", refundFields([](RefundRequest &r) { r.amount = Money(-100, QString()); }), "amount");
    row("refund code ESC", refundFields([esc](RefundRequest &r) { r.merchantRefundCode = QStringLiteral("r1") + esc; }),
        "merchant_refund_code");
    row("refund code 41", refundFields([](RefundRequest &r) { r.merchantRefundCode = QString(41, u'r'); }),
        "merchant_refund_code");
    row("refund hash with newline", refundFields([](RefundRequest &r) { r.hash = QStringLiteral("hash\n1"); }), "hash");
    row("refund hash 65", refundFields([](RefundRequest &r) { r.hash = QString(65, u'a'); }), "hash");
    row("refund merchant code NUL", refundFields([](RefundRequest &r) {
            r.hash.clear();
            r.merchantPaymentCode = QStringLiteral("order") + Nul;
        }), "merchant_payment_code");
    // Query: the merchant code and hash are checked like everywhere else.
    row("query merchant code ESC", queryCheck({}, QStringLiteral("order") + esc), "merchant_payment_code");
    row("query merchant code NUL", queryCheck({}, QStringLiteral("order") + Nul), "merchant_payment_code");
    row("query merchant code newline", queryCheck({}, QStringLiteral("order\n42")), "merchant_payment_code");
    row("query merchant code RLO", queryCheck({}, QStringLiteral("order\u202E24")), "merchant_payment_code");
    row("query merchant code 41", queryCheck({}, QString(41, u'o')), "merchant_payment_code");
    row("query hash ESC", queryCheck(QStringLiteral("abc") + esc, {}), "hash");
    row("query hash 65", queryCheck(QString(65, u'a'), {}), "hash");
    // The customer of a new payment.
    row("customer name ESC", directCheck([esc](DirectRequest &r) { r.name = QStringLiteral("Jose") + esc; }),
        "payment.name");
    row("customer name 101", directCheck([](DirectRequest &r) { r.name = QString(101, u'n'); }), "payment.name");
    row("email 255", directCheck([](DirectRequest &r) { r.email = QString(243, u'e') + QStringLiteral("@example.com"); }),
        "payment.email");
    row("document NUL", directCheck([](DirectRequest &r) { r.document = QStringLiteral("123") + Nul; }),
        "payment.document");
    row("phone 31", directCheck([](DirectRequest &r) { r.phoneNumber = QString(31, u'9'); }), "payment.phone_number");
    row("city RLO", directCheck([](DirectRequest &r) { r.city = QStringLiteral("S\u202Eo"); }), "payment.city");
    row("address 101", directCheck([](DirectRequest &r) { r.address = QString(101, u'a'); }), "payment.address");
    row("card name NUL", directCheck([](DirectRequest &r) {
            r.paymentTypeCode = QStringLiteral("creditcard");
            CardFields card;
            card.cardName = QStringLiteral("JOSE") + Nul;
            r.card = card;
        }), "payment.card.card_name");
    // Capture.
    row("capture merchant code ESC", captureFields([esc](CaptureRequest &r) {
            r.hash.clear();
            r.merchantPaymentCode = QStringLiteral("order") + esc;
        }), "merchant_payment_code");
    row("capture amount negative", captureFields([](CaptureRequest &r) { r.amount = Money(-1, QString()); }), "amount");
    row("capture code NUL", captureFields([](CaptureRequest &r) { r.merchantCaptureCode = QStringLiteral("c") + Nul; }),
        "merchant_capture_code");
}

void TestBoundedInput::badInputIsNamed()
{
    QFETCH(Check, check);
    QFETCH(QString, field);
    const FieldProblems problems = check();
    QVERIFY2(errorsOn(problems, field) > 0,
             qPrintable(QStringLiteral("expected a problem on %1, got: %2").arg(field, describe(problems).left(500))));
}

void TestBoundedInput::boundsAreInclusive_data()
{
    QTest::addColumn<Check>("check");
    QTest::newRow("bank_name 100") << withBank([](BankInfo &b) { b.bankName = QString(100, u'B'); });
    QTest::newRow("holder name 100") << withBank([](BankInfo &b) { b.holderName = QString(100, u'n'); });
    // The bound alone (the payment-free rules): thirty ones are no one's CPF, which the payment's country decides.
    QTest::newRow("holder document 30") << refundFields([](RefundRequest &r) {
        r.bankInfo = validBank();
        r.bankInfo->holderDocument = QString(30, u'1');
    });
    QTest::newRow("bank_account 40") << withBank([](BankInfo &b) { b.bankAccount = QString(40, u'1'); });
    QTest::newRow("bank_branch 20") << withBank([](BankInfo &b) { b.bankBranch = QString(20, u'1'); });
    QTest::newRow("holder name with accents") << withBank([](BankInfo &b) { b.holderName = QStringLiteral("João Peña"); });
    QTest::newRow("description 1500") << refundFields([](RefundRequest &r) { r.description = QString(1500, u'x'); });
    QTest::newRow("query merchant code 40") << queryCheck({}, QString(40, u'o'));

}

void TestBoundedInput::boundsAreInclusive()
{
    QFETCH(Check, check);
    const FieldProblems problems = check();
    QVERIFY2(!hasErrors(problems), qPrintable(describe(problems)));
}

void TestBoundedInput::bankInfoTypes_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");   // empty: read without a problem
    QTest::newRow("strings") << QByteArray(R"({"bank_name":"Banco","bank_account":"123-4"})") << QString();
    QTest::newRow("null field is absent") << QByteArray(R"({"bank_name":null})") << QString();
    QTest::newRow("bank_name number") << QByteArray(R"({"bank_name":123})") << QStringLiteral("bank_info.bank_name");
    QTest::newRow("bank_account number") << QByteArray(R"({"bank_account":123456})")
                                         << QStringLiteral("bank_info.bank_account");
    QTest::newRow("holder name bool") << QByteArray(R"({"bank_account_holder_name":true})")
                                      << QStringLiteral("bank_info.bank_account_holder_name");
    QTest::newRow("holder document array") << QByteArray(R"({"bank_account_holder_document":["1"]})")
                                           << QStringLiteral("bank_info.bank_account_holder_document");
    QTest::newRow("branch object") << QByteArray(R"({"bank_branch":{"n":"1"}})") << QStringLiteral("bank_info.bank_branch");
    QTest::newRow("unknown field") << QByteArray(R"({"bank_nmae":"Banco"})") << QStringLiteral("bank_info.bank_nmae");
    QTest::newRow("not an object") << QByteArray(R"("Banco")") << QStringLiteral("bank_info");
    QTest::newRow("a list") << QByteArray(R"(["Banco"])") << QStringLiteral("bank_info");
}

void TestBoundedInput::bankInfoTypes()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    // Read as `api refund` reads a body, with the value under bank_info.
    const QJsonObject body = QJsonDocument::fromJson(QByteArray(R"({"bank_info":)") + json + '}').object();
    QVERIFY(body.contains(u"bank_info"));
    const ReadRequest<RefundRequest> read = RequestReader::refund(body);
    if (field.isEmpty()) {
        QVERIFY2(!hasErrors(read.problems), qPrintable(describe(read.problems)));
        QVERIFY(read.request.bankInfo.has_value());
        return;
    }
    QCOMPARE(errorsOn(read.problems, field), 1);
    for (const FieldProblem &p : read.problems)
        QVERIFY2(p.message.contains(field), qPrintable(p.message));   // the message names the field
}

QTEST_GUILESS_MAIN(TestBoundedInput)
#include "tst_boundedinput.moc"
