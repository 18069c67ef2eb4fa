// New voucher and e-wallet payments asked from desks on the team server, against a real throw-away
// PostgreSQL cluster, the sandbox gateway over HTTP and a real team worker (a directdesk-cli
// process): a desk records the create, the worker sends it once and another desk reads the new
// payment; two desks with one merchant code record one create and the other desk is told who holds
// the code; bad input is refused before anything is recorded; a Finance login is refused by the
// server even when its client lets it ask; a card payment is never relayed (refused on the desk,
// by the desk's PaymentOperations before its relay, by the server and by the worker) and no card
// number reaches any column of the team database; a create whose answer was lost, or whose worker
// was killed while sending it, is settled by one query, never sent again.
#include "../integration/gateway/requestsamples.h"

#include "core/gateway/directapiclient.h"
#include "core/sync/operationcall.h"
#include "core/sync/paymentoperations.h"

#include "teamactionfixture.h"

#include <QTest>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;

namespace {

// Not a number any payment of this test carries: found nowhere in the team database, or a card
// went through it.
const QString NeverRelayedNumber = u"4012888888881881"_s;

DirectRequest boleto()
{
    return test::samples::localMethod("boleto", "br", "BRL", 12345);
}

DirectRequest cardCreate()
{
    return test::samples::cardPayment(test::samples::rawCard(u"4012888888881881", u"987"));
}

// Counts what a desk's PaymentOperations hands over instead of sending.
class CountingRelay : public WriteRelay
{
public:
    void relay(OperationCall *call, const Write &) override
    {
        ++relayed;
        call->finishLater(GatewayResult(GatewayError::validation({})));
    }
    int relayed = 0;
};

} // namespace

class TestTeamCreate : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void aVoucherFromADeskIsSentOnceAndAppearsAtAnotherDesk_data();
    void aVoucherFromADeskIsSentOnceAndAppearsAtAnotherDesk();
    void twoDesksWithOneMerchantCode();
    void badInputIsRefusedBeforeAnythingIsRecorded_data();
    void badInputIsRefusedBeforeAnythingIsRecorded();
    void financeIsRefusedByTheServer();
    void aCardIsNeverRelayed();
    void theWorkerRefusesACardWrittenPastADesk();
    void aLostAnswerIsSettledByQueryOnce();
    void aWorkerKilledMidSendIsSettledByTheNext();

private:
    qint64 createRequests();
    // Rows of every text column of the team's tables that hold `text`.
    qint64 rowsHolding(const QString &text);

    test::TeamActionFixture m_team;
};

void TestTeamCreate::initTestCase()
{
    QVERIFY2(m_team.start(17), qPrintable(m_team.problem()));
}

void TestTeamCreate::cleanupTestCase()
{
    m_team.stopWorker();
}

qint64 TestTeamCreate::createRequests()
{
    const auto counted = m_team.owner().connection().exec("SELECT count(*) FROM directdesk.action_requests");
    return counted ? counted->bytes(0, 0).toLongLong() : -1;
}

qint64 TestTeamCreate::rowsHolding(const QString &text)
{
    PgConnection &owner = m_team.owner().connection();
    const auto columns = owner.exec("SELECT table_name, column_name FROM information_schema.columns "
                                    "WHERE table_schema = 'directdesk' AND data_type IN ('text', 'jsonb', 'json', "
                                    "'character varying') AND table_name IN (SELECT table_name FROM "
                                    "information_schema.tables WHERE table_schema = 'directdesk' "
                                    "AND table_type = 'BASE TABLE')");
    if (!columns || columns->rows() == 0)
        return -1;
    qint64 rows = 0;
    for (int row = 0; row < columns->rows(); ++row) {
        const QByteArray sql = "SELECT count(*) FROM directdesk.\"" + columns->bytes(row, 0) + "\" WHERE \""
                               + columns->bytes(row, 1) + "\"::text LIKE '%' || $1 || '%'";
        const auto counted = owner.exec(sql.constData(), {text.toUtf8()});
        if (!counted)
            return -1;
        rows += counted->bytes(0, 0).toLongLong();
    }
    return rows;
}

void TestTeamCreate::aVoucherFromADeskIsSentOnceAndAppearsAtAnotherDesk_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("country");
    QTest::addColumn<QString>("currency");
    QTest::newRow("boleto") << u"boleto"_s << u"br"_s << u"BRL"_s;
    QTest::newRow("OXXO") << u"oxxo"_s << u"mx"_s << u"MXN"_s;
    QTest::newRow("an e-wallet (PicPay)") << u"picpay"_s << u"br"_s << u"BRL"_s;
}

void TestTeamCreate::aVoucherFromADeskIsSentOnceAndAppearsAtAnotherDesk()
{
    QFETCH(QString, method);
    QFETCH(QString, country);
    QFETCH(QString, currency);
    test::TeamDesk sol = m_team.desk(u"sol"_s, access::Role::Support);
    test::TeamDesk ana = m_team.desk(u"ana"_s, access::Role::Manager);
    QVERIFY(sol.actions && ana.actions);
    const int createsBefore = m_team.sandboxCount(u"/ws/direct"_s);
    DirectRequest request = test::samples::localMethod(qPrintable(method), qPrintable(country), qPrintable(currency), 12345);
    if (method == u"picpay")
        request.redirectUrl = u"https://shop.example.com/back"_s;
    const ActionRequest create = ActionRequest::create(request);
    QVERIFY(!create.merchantCode.isEmpty());
    const auto asked = sol.actions->ask(create);
    QVERIFY2(asked, qPrintable(asked ? QString() : asked.error().message));
    QVERIFY(asked->requestId != 0);
    QVERIFY(m_team.waitUntil([&] { return m_team.request(asked->requestId)->isFinished(); }));
    const ActionRequest done = *m_team.request(asked->requestId);
    QVERIFY2(done.state == ActionRequest::State::Done, qPrintable(done.message));
    QCOMPARE(done.requestedBy, u"sol"_s);
    QCOMPARE(done.claimedBy, u"worker"_s);
    QCOMPARE(m_team.sandboxCount(u"/ws/direct"_s), createsBefore + 1);

    // The other desk reads it from the team store: the voucher's link came with the answer.
    const std::optional<Payment> payment = ana.session->payments().findByMerchantCode(create.merchantCode);
    QVERIFY(payment);
    QCOMPARE(payment->paymentTypeCode, method);
    QCOMPARE(payment->amountExt.hundredths(), qint64(12345));
    const QString link = method == u"boleto" ? payment->boletoUrl
                         : method == u"oxxo" ? payment->oxxoUrl
                                             : payment->redirectUrl;
    QVERIFY2(!link.isEmpty(), qPrintable(method));
    // Audited at the desk as asked and at the worker as sent, with the customer's document masked.
    // (The worker may audit its send before the desk's row lands: the rows are not read in order.)
    const auto audited = m_team.owner().connection().exec(
        "SELECT action, result, parameters FROM directdesk.audit_trail WHERE parameters LIKE '%' || $1 || '%'",
        {create.merchantCode.toUtf8()});
    QVERIFY(audited);
    QStringList rows;
    for (int row = 0; row < audited->rows(); ++row) {
        rows.append(audited->text(row, 0) + u' ' + audited->text(row, 1));
        QVERIFY2(!audited->text(row, 2).contains(request.document), qPrintable(audited->text(row, 2)));
    }
    rows.sort();
    QCOMPARE(rows, (QStringList{u"action_request REQUESTED"_s, u"create_payment SUCCESS"_s}));
}

// No worker is active while the two desks ask, so which one is first cannot depend on how fast the
// worker sends: the first create stays open and the second desk is told whose it is.
void TestTeamCreate::twoDesksWithOneMerchantCode()
{
    m_team.stopWorker();
    test::TeamDesk sol = m_team.desk(u"sol"_s, access::Role::Support);
    test::TeamDesk bruno = m_team.desk(u"bruno"_s, access::Role::Manager);
    QVERIFY(sol.actions && bruno.actions);
    DirectRequest request = boleto();
    request.merchantPaymentCode = test::uniqueCode(u"both"_s);   // typed at both desks
    request.merchantPaymentCodeIsFresh = false;
    const int createsBefore = m_team.sandboxCount(u"/ws/direct"_s);
    const auto first = sol.actions->ask(ActionRequest::create(request));
    QVERIFY2(first, qPrintable(first ? QString() : first.error().message));
    const qint64 recorded = createRequests();
    const auto second = bruno.actions->ask(ActionRequest::create(request));
    QVERIFY(!second);
    QCOMPARE(second.error().reason, ActionRequestRefusal::Reason::Held);
    QVERIFY2(second.error().message.contains(u"(sol)"_s) && second.error().message.contains(request.merchantPaymentCode)
                 && second.error().message.contains(QString::number(first->requestId)),
             qPrintable(second.error().message));
    QCOMPARE(createRequests(), recorded);

    QVERIFY2(m_team.startWorker(), qPrintable(m_team.problem()));
    QVERIFY(m_team.waitUntil([&] { return m_team.request(first->requestId)->isFinished(); }));
    QCOMPARE(m_team.request(first->requestId)->state, ActionRequest::State::Done);
    QCOMPARE(m_team.sandboxCount(u"/ws/direct"_s), createsBefore + 1);
    // Done, the code stays taken: asked again, nothing is recorded and the desk hears who made it.
    const auto again = bruno.actions->ask(ActionRequest::create(request));
    QVERIFY(!again);
    QVERIFY2(again.error().message.contains(u"already created"_s), qPrintable(again.error().message));
    QCOMPARE(createRequests(), recorded);
}

void TestTeamCreate::badInputIsRefusedBeforeAnythingIsRecorded_data()
{
    QTest::addColumn<QJsonObject>("change");
    QTest::addColumn<QString>("field");
    QTest::newRow("no amount") << QJsonObject{{u"amount_total"_s, u"0.00"_s}} << u"payment.amount_total"_s;
    QTest::newRow("a currency in lower case") << QJsonObject{{u"currency_code"_s, u"brl"_s}} << u"payment.currency_code"_s;
    QTest::newRow("a boleto without the payer's document") << QJsonObject{{u"document"_s, QString()}}
                                                           << u"payment.document"_s;
    QTest::newRow("a boleto outside Brazil") << QJsonObject{{u"country"_s, u"mx"_s}} << u"payment.country"_s;
    QTest::newRow("an upper-case method") << QJsonObject{{u"payment_type_code"_s, u"BOLETO"_s}}
                                          << u"payment.payment_type_code"_s;
    QTest::newRow("a merchant code too long") << QJsonObject{{u"merchant_payment_code"_s, QString(300, u'x')}}
                                              << u"payment.merchant_payment_code"_s;
    QTest::newRow("the card method") << QJsonObject{{u"payment_type_code"_s, u"creditcard"_s}}
                                     << u"payment.payment_type_code"_s;
    QTest::newRow("an e-wallet without a country") << QJsonObject{{u"payment_type_code"_s, u"picpay"_s},
                                                                  {u"country"_s, QString()}}
                                                   << u"payment.country"_s;
}

void TestTeamCreate::badInputIsRefusedBeforeAnythingIsRecorded()
{
    QFETCH(QJsonObject, change);
    QFETCH(QString, field);
    test::TeamDesk sol = m_team.desk(u"sol"_s, access::Role::Support);
    QVERIFY(sol.actions);
    ActionRequest create = ActionRequest::create(boleto());
    QJsonObject payment = create.paymentRequest.value(u"payment"_s).toObject();
    for (auto it = change.begin(); it != change.end(); ++it)
        payment.insert(it.key(), it.value());
    create.paymentRequest.insert(u"payment"_s, payment);
    const qint64 recorded = createRequests();
    const int sent = m_team.sandboxCount(u"/ws/direct"_s);
    const auto asked = sol.actions->ask(create);
    QVERIFY(!asked);
    QCOMPARE(asked.error().reason, ActionRequestRefusal::Reason::Invalid);
    QVERIFY2(asked.error().message.contains(field), qPrintable(asked.error().message));
    QCOMPARE(createRequests(), recorded);
    QCOMPARE(m_team.sandboxCount(u"/ws/direct"_s), sent);
}

// A client that lets a Finance login ask (its own role check skipped): the server refuses the row.
void TestTeamCreate::financeIsRefusedByTheServer()
{
    test::TeamDesk fabio = m_team.desk(u"fabio"_s, access::Role::Support);
    QVERIFY(fabio.actions);
    const qint64 recorded = createRequests();
    const auto submitted = fabio.actions->submit(ActionRequest::create(boleto()));
    QVERIFY(!submitted);
    QCOMPARE(submitted.error().reason, ActionRequestRefusal::Reason::Forbidden);
    QCOMPARE(createRequests(), recorded);
    // And the desk's own check, with the login's real role, says so before the server is asked.
    test::TeamDesk finance = m_team.desk(u"fabio"_s, access::Role::Finance);
    const auto asked = finance.actions->ask(ActionRequest::create(boleto()));
    QVERIFY(!asked);
    QCOMPARE(asked.error().reason, ActionRequestRefusal::Reason::Forbidden);
    QCOMPARE(createRequests(), recorded);
}

void TestTeamCreate::aCardIsNeverRelayed()
{
    test::TeamDesk sol = m_team.desk(u"sol"_s, access::Role::Support);
    QVERIFY(sol.actions);
    const qint64 recorded = createRequests();
    const int sent = m_team.sandboxCount(u"/ws/direct"_s);

    // The desk's request: the card is wiped when the request is made and the request refused.
    const ActionRequest card = ActionRequest::create(cardCreate());
    QVERIFY(!card.paymentRequest.value(u"payment"_s).toObject().contains(u"card"_s));
    const auto asked = sol.actions->ask(card);
    QVERIFY(!asked);
    QCOMPARE(asked.error().reason, ActionRequestRefusal::Reason::Invalid);
    QVERIFY2(asked.error().message.contains(u"team server"_s), qPrintable(asked.error().message));

    // The window's operations refuse it before their relay is even called.
    QNetworkAccessManager network;
    DirectApiClient client(&network, ConnectionSettings{}, std::make_shared<IntegrationKeyAuthenticator>(SecretText()));
    PaymentOperations operations(client, *sol.session, u"sol"_s);
    CountingRelay relay;
    operations.setRelay(&relay);
    OperationCall *call = operations.createPayment(cardCreate());
    call->setAutoDelete(false);
    QSignalSpy finished(call, &OperationCall::finished);
    QVERIFY(finished.wait());
    QVERIFY(!call->succeeded());
    QCOMPARE(relay.relayed, 0);
    QVERIFY(!call->result().error().fields.isEmpty());
    QCOMPARE(call->result().error().fields.constFirst().field, u"payment.payment_type_code"_s);
    delete call;
    // A boleto through the same operations is handed to the relay: the refusal above is the card's.
    OperationCall *voucher = operations.createPayment(boleto());
    QSignalSpy voucherFinished(voucher, &OperationCall::finished);
    QVERIFY(voucherFinished.wait());
    QCOMPARE(relay.relayed, 1);

    // Written past a desk, the server refuses a card in the body, and the card method.
    for (const char *body : {R"({"payment": {"payment_type_code": "boleto", "card": {"card_name": "Jose Silva"}}})",
                             R"({"payment": {"payment_type_code": "boleto", "creditcard": {}}})",
                             R"({"payment": {"payment_type_code": "creditcard"}})"}) {
        const auto inserted = sol.session->connection().exec(
            "INSERT INTO directdesk.action_requests(kind, payment_hash, merchant_code, payment_request) "
            "VALUES ('create', '', $1, $2)",
            {test::uniqueCode(u"card"_s).toUtf8(), QByteArray(body)});
        QVERIFY2(!inserted, body);
        QCOMPARE(inserted.error().sqlState, QByteArray("23514"));   // check_violation
    }
    QCOMPARE(createRequests(), recorded);
    QCOMPARE(m_team.sandboxCount(u"/ws/direct"_s), sent);
    // The refusals are audited with the card as first six and last four at most; the number is nowhere.
    QCOMPARE(rowsHolding(NeverRelayedNumber), qint64(0));
}

// A create written with psql (no desk checked it) naming a card network: the server's CHECK knows
// only the card method and a card object, so the worker's own check refuses it before sending.
void TestTeamCreate::theWorkerRefusesACardWrittenPastADesk()
{
    test::TeamDesk sol = m_team.desk(u"sol"_s, access::Role::Support);
    QVERIFY(sol.actions);
    const int sent = m_team.sandboxCount(u"/ws/direct"_s);
    const QString code = test::uniqueCode(u"psql"_s);
    const QJsonObject body{{u"operation"_s, u"request"_s},
                           {u"payment"_s, QJsonObject{{u"payment_type_code"_s, u"visa"_s}, {u"currency_code"_s, u"BRL"_s},
                                                      {u"amount_total"_s, u"10.00"_s}, {u"merchant_payment_code"_s, code},
                                                      {u"country"_s, u"br"_s}, {u"name"_s, u"Jose Silva"_s},
                                                      {u"email"_s, u"jose@example.com"_s}}}};
    const auto inserted = sol.session->connection().exec(
        "INSERT INTO directdesk.action_requests(kind, payment_hash, merchant_code, payment_request) "
        "VALUES ('create', '', $1, $2) RETURNING id",
        {code.toUtf8(), QJsonDocument(body).toJson(QJsonDocument::Compact)});
    QVERIFY2(inserted, qPrintable(inserted ? QString() : inserted.error().message));
    const qint64 id = inserted->bytes(0, 0).toLongLong();
    QVERIFY(m_team.waitUntil([&] { return m_team.request(id)->isFinished(); }));
    const ActionRequest refused = *m_team.request(id);
    QCOMPARE(refused.state, ActionRequest::State::Failed);
    QCOMPARE(refused.outcome, u"validation"_s);
    QVERIFY2(refused.message.contains(u"team server"_s), qPrintable(refused.message));
    QCOMPARE(m_team.sandboxCount(u"/ws/direct"_s), sent);
}

// The sandbox applies the create and drops the connection, three times (Qt resends once by itself):
// the worker's call ends with an unknown outcome, and once its call cannot be under way any more the
// next round settles it by one query by merchant code. The gateway made one payment.
void TestTeamCreate::aLostAnswerIsSettledByQueryOnce()
{
    test::TeamDesk sol = m_team.desk(u"sol"_s, access::Role::Support);
    QVERIFY(sol.actions);
    const QJsonObject fault = m_team.sandbox().post(
        "/sandbox/faults", {{u"kind"_s, u"apply_then_drop"_s}, {u"count"_s, 3}, {u"paths"_s, QJsonArray{u"/ws/direct"_s}}});
    QVERIFY(!fault.isEmpty());
    const DirectRequest request = test::samples::localMethod("oxxo", "mx", "MXN", 50000);
    QVERIFY(!request.name.isEmpty());
    const ActionRequest create = ActionRequest::create(request);
    const auto asked = sol.actions->ask(create);
    QVERIFY2(asked, qPrintable(asked ? QString() : asked.error().message));
    QVERIFY(m_team.waitUntil([&] { return m_team.request(asked->requestId)->state != ActionRequest::State::Requested
                                          && m_team.request(asked->requestId)->state != ActionRequest::State::Sending; }));
    m_team.sandbox().post("/sandbox/faults/clear", {});
    QCOMPARE(m_team.request(asked->requestId)->state, ActionRequest::State::Unknown);
    const int sent = m_team.sandboxCount(u"/ws/direct"_s);
    QVERIFY(m_team.waitUntil([&] { return m_team.request(asked->requestId)->isFinished(); }));
    const ActionRequest settled = *m_team.request(asked->requestId);
    QVERIFY2(settled.state == ActionRequest::State::Done, qPrintable(settled.message));
    QVERIFY2(settled.message.contains(u"Settled by query"_s), qPrintable(settled.message));
    const auto payments = m_team.owner().connection().exec(
        "SELECT count(*) FROM directdesk.payments WHERE merchant_code = $1", {create.merchantCode.toUtf8()});
    QVERIFY(payments);
    QCOMPARE(payments->bytes(0, 0), QByteArray("1"));
    QCOMPARE(m_team.sandboxCount(u"/ws/direct"_s), sent);   // settled by query, never sent again
    // The query's answer names no customer: the one the desk gave is the create's, and the window's
    // Customer column shows it as for a create whose answer came back.
    const std::optional<Payment> stored = m_team.owner().payments().findByMerchantCode(create.merchantCode);
    QVERIFY(stored);
    QCOMPARE(stored->customerName, request.name);
}

// The gateway takes 3 s to answer, and the worker is killed once the create reached the gateway (its
// call is then under way): the next active worker never sends it again, and settles it by one query
// by merchant code once the call cannot be under way any more. Whether the gateway kept a call whose
// caller vanished is the gateway's business: the request ends as the query finds it.
void TestTeamCreate::aWorkerKilledMidSendIsSettledByTheNext()
{
    test::TeamDesk sol = m_team.desk(u"sol"_s, access::Role::Support);
    QVERIFY(sol.actions);
    const QJsonObject fault = m_team.sandbox().post(
        "/sandbox/faults",
        {{u"kind"_s, u"latency"_s}, {u"latency_ms"_s, 3000}, {u"count"_s, 1}, {u"paths"_s, QJsonArray{u"/ws/direct"_s}}});
    QVERIFY(!fault.isEmpty());
    const int before = m_team.sandboxCount(u"/ws/direct"_s);
    const ActionRequest create = ActionRequest::create(boleto());
    const auto asked = sol.actions->ask(create);
    QVERIFY2(asked, qPrintable(asked ? QString() : asked.error().message));
    QTRY_VERIFY_WITH_TIMEOUT(m_team.sandboxCount(u"/ws/direct"_s) > before, 120000);
    m_team.worker().process().kill();
    m_team.worker().process().waitForFinished();
    QCOMPARE(m_team.request(asked->requestId)->state, ActionRequest::State::Sending);
    m_team.sandbox().post("/sandbox/faults/clear", {});
    const int sent = m_team.sandboxCount(u"/ws/direct"_s);
    QCOMPARE(sent, before + 1);
    QVERIFY2(m_team.startWorker(), qPrintable(m_team.problem()));
    QVERIFY(m_team.waitUntil([&] { return m_team.request(asked->requestId)->isFinished(); }));
    const ActionRequest settled = *m_team.request(asked->requestId);
    QVERIFY2(settled.message.contains(u"Settled by query"_s), qPrintable(settled.message));
    const std::optional<Payment> stored = m_team.owner().payments().findByMerchantCode(create.merchantCode);
    QCOMPARE(stored.has_value(), settled.state == ActionRequest::State::Done);
    if (stored)   // stored by the next worker, with the customer the desk gave
        QCOMPARE(stored->customerName, boleto().name);
    QCOMPARE(m_team.sandboxCount(u"/ws/direct"_s), sent);   // never sent again
}

QTEST_GUILESS_MAIN(TestTeamCreate)
#include "tst_teamcreate.moc"
