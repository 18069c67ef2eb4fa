#include "sandbox/sandboxserver.h"

#include "http/logtext.h"
#include "http/server.h"
#include "sandbox/answer.h"
#include "sandbox/demoseeder.h"
#include "sandbox/faultplan.h"
#include "sandbox/gatewayapi.h"
#include "sandbox/httpwire.h"
#include "sandbox/ledger.h"
#include "sandbox/merchantbooks.h"
#include "sandbox/notificationsigner.h"
#include "sandbox/notifier.h"
#include "sandbox/paymentjson.h"
#include "sandbox/requestdecoder.h"
#include "sandbox/requeststats.h"
#include "sandbox/sandboxclock.h"
#include "sandbox/simulationapi.h"
#include "sandbox/simulationpage.h"

#include <QByteArrayList>
#include <QFile>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QSaveFile>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
constexpr int expiryCheckIntervalMs = 60 * 1000;
constexpr int saveDelayMs = 300;
constexpr quint32 stateMagic = 0xdd5a4d01;            // one merchant's books
constexpr quint32 merchantsStateMagic = 0xdd5a4d02;   // several: each one's key, then its books

http::ServerLimits httpLimits(const SandboxOptions &options)
{
    http::ServerLimits limits;
    limits.maxBodyBytes = options.maxBodyBytes;
    limits.maxConnections = options.maxConnections;
    limits.headTimeoutMs = options.headTimeoutMs;
    limits.idleTimeoutMs = options.idleTimeoutMs;
    return limits;
}

// The OpenAPI description, assembled at configure time and built in as a resource.
Answer openApiAnswer()
{
    static const QByteArray document = [] {
        QFile file(u":/sandbox/openapi.json"_s);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    if (document.isEmpty())
        return errorAnswer("BP-SA-5", u"The OpenAPI description is not built in"_s, 404);
    return Answer{200, document, false};
}

bool isSimulatedStatus(const QByteArray &value)
{
    bool ok = false;
    const int status = value.toInt(&ok);
    return ok && status >= 400 && status <= 599;
}
} // namespace

struct SandboxServer::Incoming
{
    QByteArray method;
    QByteArray path;
    QByteArray body;
    QByteArray contentType;
    QByteArray rawQuery;   // still percent-encoded: the gateway decoder reports malformed escapes
    QUrlQuery query;
    QByteArray simulateError;
    QByteArrayList faults;   // every injected fault that shaped the answer, for the request log
    bool keepAlive = true;
};

struct SandboxServer::Parts
{
    explicit Parts(SandboxServer *owner, const SandboxOptions &options)
        : faults(options.seed)
        , merchants(options, clock, faults)
        , network(owner)
        , notifier(&network, options.notifyUrl, options.notifyMaxAttempts, options.notifyFirstRetryMs, owner)
        , expiryTimer(owner)
        , saveTimer(owner)
    {
    }

    SandboxClock clock;
    FaultPlan faults;
    RequestStats stats;
    Merchants merchants;
    QNetworkAccessManager network;
    Notifier notifier;
    std::optional<NotificationSigner> signer;
    std::unique_ptr<http::Server> http;
    QTimer expiryTimer;
    QTimer saveTimer;
    QUrl baseUrl;
};

SandboxServer::SandboxServer(SandboxOptions options, QObject *parent)
    : QObject(parent), m_options(std::move(options)), m_parts(std::make_unique<Parts>(this, m_options))
{
    connect(&m_parts->notifier, &Notifier::deliveryFinished, this, &SandboxServer::notificationFinished);
    m_parts->expiryTimer.setInterval(expiryCheckIntervalMs);
    connect(&m_parts->expiryTimer, &QTimer::timeout, this, [this] { expireDue(); });
    m_parts->saveTimer.setSingleShot(true);
    m_parts->saveTimer.setInterval(saveDelayMs);
    connect(&m_parts->saveTimer, &QTimer::timeout, this, [this] { saveState(nullptr); });
}

SandboxServer::~SandboxServer()
{
    close();
}

const Ledger &SandboxServer::ledger() const
{
    return m_parts->merchants.primary().ledger;
}

void SandboxServer::expireDue()
{
    for (const auto &books : m_parts->merchants.all())
        books->simulation.expireDue();
}

QUrl SandboxServer::baseUrl() const
{
    return m_parts->baseUrl;
}

bool SandboxServer::listen(QString *error)
{
    if (m_parts->http)
        return true;
    if (!m_options.stateFile.isEmpty() && QFile::exists(m_options.stateFile) && !loadState(error))
        return false;
    for (const auto &books : m_parts->merchants.all()) {
        if (books->ledger.size() == 0 && m_options.seedDemo > 0)
            seedDemoPayments(books->ledger, m_options.seedDemo, m_options.seed, m_parts->clock.now());
    }
    for (const QString &rule : m_options.faults) {
        const Outcome<int> added = m_parts->faults.addRule(QJsonDocument::fromJson(rule.toUtf8()).object());
        if (!added.ok()) {
            if (error)
                *error = tr("invalid fault rule %1: %2").arg(rule, added.failure().message);
            return false;
        }
    }
    // A key given is checked at start even without a notification URL: a bad file is a clear error now.
    if (m_parts->notifier.enabled() || !m_options.notificationKeyFile.isEmpty()) {
        const NotificationSigner *signer = notificationSigner(error);
        if (!signer)
            return false;
        m_parts->notifier.setSigner(*signer);
    }

    QHostAddress address;
    if (m_options.host == "localhost"_L1)
        address = QHostAddress(QHostAddress::LocalHost);
    else if (!address.setAddress(m_options.host)) {
        if (error)
            *error = tr("invalid host address: %1").arg(m_options.host);
        return false;
    }
    auto server = std::make_unique<http::Server>(httpLimits(m_options));
    server->setHandler([this](const http::Request &request, QTcpSocket *socket) { dispatch(request, socket); });
    if (!server->listen(address, m_options.port)) {
        if (error)
            *error = server->errorString();
        return false;
    }
    m_parts->http = std::move(server);
    m_parts->stats.setTransportSource([this] {
        QJsonObject transport = m_parts->http ? m_parts->http->counters().toJson() : QJsonObject();
        transport.insert(u"connection_cap"_s, m_parts->http ? m_parts->http->connectionCap() : 0);
        return transport;
    });

    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(address.toString());
    url.setPort(m_parts->http->serverPort());
    m_parts->baseUrl = url;
    m_parts->merchants.setPublicBaseUrl(url.toString());
    for (const auto &books : m_parts->merchants.all()) {
        const Ledger *ledger = &books->ledger;
        books->ledger.setChangeListener([this, ledger](quint32 payment, ChangeKind kind) {
            onLedgerChange(ledger->hashOf(payment), kind == ChangeKind::Refund);
        });
    }
    expireDue();
    m_parts->expiryTimer.start();
    return true;
}

void SandboxServer::close()
{
    if (!m_parts->http)
        return;
    m_parts->expiryTimer.stop();
    m_parts->saveTimer.stop();
    for (const auto &books : m_parts->merchants.all())
        books->ledger.setChangeListener({});
    m_parts->stats.setTransportSource({});
    m_parts->http->close();   // aborts every connection, hung ones included
    m_parts->http.reset();
    if (!m_options.stateFile.isEmpty())
        saveState(nullptr);
}

// Made at the first need: most embedded sandboxes never notify, and a key takes a moment to generate.
const NotificationSigner *SandboxServer::notificationSigner(QString *error)
{
    if (!m_parts->signer) {
        const Outcome<NotificationSigner> made =
            NotificationSigner::forSandbox(m_options.notificationKeyFile, m_options.dataFolder);
        if (!made.ok()) {
            if (error)
                *error = tr("notification key: %1").arg(made.failure().message);
            return nullptr;
        }
        m_parts->signer = made.value();
    }
    return &*m_parts->signer;
}

void SandboxServer::onLedgerChange(const QByteArray &hash, bool refund)
{
    m_parts->notifier.notify(refund ? QByteArrayLiteral("refund") : QByteArrayLiteral("update"), hash);
    scheduleSave();
}

void SandboxServer::scheduleSave()
{
    if (!m_options.stateFile.isEmpty() && !m_parts->saveTimer.isActive())
        m_parts->saveTimer.start();
}

bool SandboxServer::saveState(QString *error) const
{
    if (m_options.stateFile.isEmpty())
        return true;
    QSaveFile file(m_options.stateFile);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    QDataStream out(&file);
    out.setVersion(QDataStream::Qt_6_4);
    const auto &all = m_parts->merchants.all();
    if (all.size() == 1) {
        out << stateMagic << m_parts->clock.offset();
        all.front()->ledger.save(out);
    } else {
        out << merchantsStateMagic << m_parts->clock.offset() << quint32(all.size());
        for (const auto &books : all) {
            out << books->integrationKey;
            books->ledger.save(out);
        }
    }
    if (out.status() != QDataStream::Ok || !file.commit()) {
        if (error)
            *error = tr("cannot write %1: %2").arg(m_options.stateFile, file.errorString());
        return false;
    }
    return true;
}

bool SandboxServer::loadState(QString *error)
{
    QFile file(m_options.stateFile);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    QDataStream in(&file);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0;
    qint64 offset = 0;
    in >> magic >> offset;
    if ((magic != stateMagic && magic != merchantsStateMagic) || !loadBooks(in, magic == merchantsStateMagic)) {
        if (error)
            *error = tr("%1 is not a sandbox state file of this version").arg(m_options.stateFile);
        return false;
    }
    m_parts->clock.setOffset(offset);
    return true;
}

// A merchant's books in the file go back to the merchant with the same key; books of a key the
// sandbox was not started with are read and left out.
bool SandboxServer::loadBooks(QDataStream &in, bool severalMerchants)
{
    if (!severalMerchants)
        return m_parts->merchants.primary().ledger.load(in);
    quint32 count = 0;
    in >> count;
    for (quint32 at = 0; at < count && in.status() == QDataStream::Ok; ++at) {
        QString key;
        in >> key;
        MerchantBooks *books = m_parts->merchants.find(key);
        Ledger ignored;
        if (!(books ? books->ledger : ignored).load(in))
            return false;
    }
    return in.status() == QDataStream::Ok;
}

void SandboxServer::dispatch(const http::Request &request, QTcpSocket *socket)
{
    const QUrl url = QUrl::fromEncoded(request.target);
    Incoming incoming;
    incoming.method = request.method == "POST" || request.method == "GET" ? request.method : QByteArrayLiteral("OTHER");
    incoming.path = url.path().toUtf8();
    incoming.body = request.body;
    incoming.contentType = request.header("content-type");
    incoming.rawQuery = request.query;
    incoming.query = QUrlQuery(url);
    incoming.simulateError = request.header("x-ebanx-simulate-internal-error").trimmed();
    incoming.keepAlive = request.keepAlive;
    m_parts->stats.countRequest(incoming.path);

    if (!GatewayApi::isGatewayPath(incoming.path)) {
        processOther(incoming, socket);
        return;
    }
    const FaultPlan::Decision decision = m_parts->faults.decide(incoming.path);
    if (decision.latencyMs <= 0) {
        processGateway(incoming, decision.effect, socket);
        return;
    }
    m_parts->stats.countFault(QByteArrayLiteral("latency"));
    incoming.faults.append(QByteArrayLiteral("latency"));
    QTimer::singleShot(decision.latencyMs, this,
                       [this, incoming, effect = decision.effect, guard = QPointer<QTcpSocket>(socket)] {
                           if (guard && guard->state() == QAbstractSocket::ConnectedState)
                               processGateway(incoming, effect, guard.data());
                           else
                               applyUnanswered(incoming, effect);
                       });
}

// A client that stopped waiting before a slow answer: a gateway still applies what it received,
// so that a timeout leaves an outcome to find out (CONTRACT.md, transport). Before, the request
// was dropped, and latency could only test timeouts that changed nothing.
void SandboxServer::applyUnanswered(Incoming incoming, std::optional<FaultKind> effect)
{
    const bool spoilsOnlyTheAnswer = effect && (*effect == FaultKind::Truncate || *effect == FaultKind::Malformed
                                                || *effect == FaultKind::ApplyThenDrop || *effect == FaultKind::Latency);
    if (effect)
        incoming.faults.append(faultKindName(*effect));
    if (effect && !spoilsOnlyTheAnswer) {
        logFaulted(incoming, 0, {});
        return;   // an HTTP error, a reset or a hang: not applied in any case
    }
    if (gatewayAnswer(incoming).effect)
        m_parts->stats.countEffect(incoming.path);
}

void SandboxServer::processGateway(Incoming incoming, std::optional<FaultKind> effect, QTcpSocket *socket)
{
    if (effect) {
        m_parts->stats.countFault(faultKindName(*effect));
        incoming.faults.append(faultKindName(*effect));
        int status = 0;
        switch (*effect) {
        case FaultKind::Http500: status = 500; break;
        case FaultKind::Http502: status = 502; break;
        case FaultKind::Http503: status = 503; break;
        case FaultKind::Http429: status = 429; break;
        case FaultKind::Reset:
            logFaulted(incoming, 0, {});
            httpwire::resetConnection(socket);
            return;
        case FaultKind::Hang:
            logFaulted(incoming, 0, {});
            return;   // never answered: the connection stays open until the client or close() ends it
        case FaultKind::Truncate:
        case FaultKind::Malformed:
        case FaultKind::ApplyThenDrop:
        case FaultKind::Latency:
            break;
        }
        if (status != 0) {
            const Answer answer = errorAnswer(QByteArray("BP-SA-" + QByteArray::number(status)),
                                              u"Simulated HTTP %1 (fault injection)"_s.arg(status), status);
            logFaulted(incoming, status, answer.body);
            httpwire::writeResponse(socket, status, "application/json", answer.body, incoming.keepAlive);
            m_parts->http->answered(socket);
            return;
        }
    }
    const Answer answer = gatewayAnswer(incoming);
    if (answer.effect)
        m_parts->stats.countEffect(incoming.path);
    if (effect == FaultKind::Truncate)
        httpwire::writeTruncated(socket, answer.body);
    else if (effect == FaultKind::Malformed)
        httpwire::writeResponse(socket, 200, "application/json",
                                QByteArrayLiteral("<html><body>upstream error {\"status\": SUCC"), incoming.keepAlive);
    else if (effect == FaultKind::ApplyThenDrop)
        httpwire::resetConnection(socket);
    else
        httpwire::writeResponse(socket, answer.httpStatus, "application/json", answer.body, incoming.keepAlive);
    m_parts->http->answered(socket);
}

std::optional<QJsonObject> SandboxServer::parseBody(const QByteArray &body, Answer *problem)
{
    if (body.trimmed().isEmpty()) {
        *problem = errorAnswer("BP-SA-2", u"The request body is empty; send a JSON object"_s);
        return std::nullopt;
    }
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        *problem = errorAnswer("BP-SA-3", u"The request body is not a JSON object"_s);
        return std::nullopt;
    }
    return document.object();
}

Answer SandboxServer::gatewayAnswer(const Incoming &incoming)
{
    if (incoming.method != "POST" && incoming.method != "GET")
        return errorAnswer("BP-SA-4", u"Use POST or GET for the Direct API"_s, 405);
    if (!incoming.simulateError.isEmpty()) {
        // As on the public sandbox: a status number answers that HTTP status, a code an error envelope.
        const Answer answer = isSimulatedStatus(incoming.simulateError)
                                  ? errorAnswer(QByteArray("BP-SA-" + incoming.simulateError),
                                                u"Simulated internal error"_s, incoming.simulateError.toInt())
                                  : errorAnswer(incoming.simulateError, u"Simulated internal error"_s);
        Incoming named = incoming;
        named.faults.append(QByteArrayLiteral("internal_error_header"));
        m_parts->stats.countFault(named.faults.constLast());
        logFaulted(named, answer.httpStatus, answer.body);
        return answer;
    }
    const Outcome<DecodedRequest> decoded =
        decodeGatewayRequest({incoming.contentType, incoming.body, incoming.rawQuery});
    if (!decoded.ok())
        return errorAnswer(decoded.failure().code, decoded.failure().message, decodeFailureStatus(decoded.failure()));
    const QJsonObject &fields = decoded.value().fields;
    const QJsonValue key = fields.value("integration_key"_L1);
    if (key.isUndefined() || key.isNull() || (key.isString() && key.toString().isEmpty()))
        return errorAnswer("BP-SA-1", u"Parameter integration_key is required"_s);
    MerchantBooks *books = key.isString() ? m_parts->merchants.find(key.toString()) : nullptr;
    if (!books)
        return errorAnswer("DA-1", u"Invalid integration key"_s);
    Answer answer = books->gateway.handle(incoming.path, fields);
    books->log.record(LoggedRequest{m_parts->clock.now(), incoming.method, incoming.path, decoded.value().encoding,
                                    fields, answer.httpStatus, answerCode(answer.body), incoming.faults.join('+')});
    return answer;
}

// A request answered (or left unanswered) by an injected fault still goes to its merchant's log,
// the fault named, so a test can see what its client met. One that names no merchant cannot be
// filed; /sandbox/stats counts the fault all the same.
void SandboxServer::logFaulted(const Incoming &incoming, int httpStatus, const QByteArray &answerBody)
{
    if (incoming.method != "POST" && incoming.method != "GET")
        return;   // not a Direct API call in any case (405 without the fault)
    const Outcome<DecodedRequest> decoded =
        decodeGatewayRequest({incoming.contentType, incoming.body, incoming.rawQuery});
    MerchantBooks *books = decoded.ok() ? m_parts->merchants.named(decoded.value().fields) : nullptr;
    if (!books)
        return;
    books->log.record(LoggedRequest{m_parts->clock.now(), incoming.method, incoming.path, decoded.value().encoding,
                                    decoded.value().fields, httpStatus,
                                    answerBody.isEmpty() ? QString() : answerCode(answerBody),
                                    incoming.faults.join('+')});
}

// The fields of a /sandbox/… control: its JSON body, or its query parameters (numbers as numbers).
std::optional<QJsonObject> SandboxServer::controlFields(const Incoming &incoming, Answer *problem)
{
    if (incoming.method == "POST" && !incoming.body.trimmed().isEmpty())
        return parseBody(incoming.body, problem);
    QJsonObject fromQuery;
    for (const auto &item : incoming.query.queryItems(QUrl::FullyDecoded)) {
        bool number = false;
        const qint64 value = item.second.toLongLong(&number);
        fromQuery.insert(item.first, number ? QJsonValue(value) : QJsonValue(item.second));
    }
    return fromQuery;
}

void SandboxServer::processOther(const Incoming &incoming, QTcpSocket *socket)
{
    Merchants &merchants = m_parts->merchants;
    const bool merchantPath = Merchants::isMerchantPath(incoming.path);
    const bool getAllowed = merchantPath ? incoming.path == "/sandbox/requests" : SimulationApi::allowsGet(incoming.path);
    Answer answer;
    if (incoming.method == "GET" && incoming.path == "/openapi.json") {
        answer = openApiAnswer();
    } else if (incoming.method == "GET" && incoming.path == "/sandbox/notification-certificate.pem") {
        QString problem;
        const NotificationSigner *signer = notificationSigner(&problem);
        answer = signer ? Answer{200, signer->certificatePem(), false, QByteArrayLiteral("application/x-pem-file")}
                        : errorAnswer("BP-SA-11", problem, 500);
    } else if (incoming.method == "GET" && isSimulationPagePath(incoming.path)) {
        const QByteArray hash = incoming.query.queryItemValue(u"hash"_s).toLatin1();
        answer = simulationPage(merchants.holderOf(hash).ledger, incoming.path, hash);
    } else if (!SimulationApi::isSimulationPath(incoming.path) && !merchantPath) {
        answer = errorAnswer("BP-SA-5", u"Unknown path %1"_s.arg(http::escapedForLog(incoming.path)), 404);
    } else if (incoming.method != "POST" && !(incoming.method == "GET" && getAllowed)) {
        answer = errorAnswer("BP-SA-4", u"Method not allowed on %1"_s.arg(http::escapedForLog(incoming.path)), 405);
    } else if (std::optional<QJsonObject> fields = controlFields(incoming, &answer)) {
        if (merchantPath) {
            answer = merchants.handle(incoming.path, *fields);
        } else if (incoming.path == "/sandbox/stats") {
            answer = merchants.stats(*fields, m_parts->stats);
        } else if (const Outcome<MerchantBooks *> books = merchants.forControl(&*fields); books.ok()) {
            answer = books.value()->simulation.handle(incoming.path, *fields);
        } else {
            answer = errorAnswer(books.failure().code, books.failure().message);
        }
    }
    if (answer.effect)
        m_parts->stats.countEffect(incoming.path);
    httpwire::writeResponse(socket, answer.httpStatus, answer.contentType, answer.body, incoming.keepAlive);
    m_parts->http->answered(socket);
}

} // namespace dd::sandbox
