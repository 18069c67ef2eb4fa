#pragma once

#include "sandbox/answer.h"
#include "sandbox/faultplan.h"
#include "sandbox/sandboxoptions.h"

#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

class QDataStream;
class QTcpSocket;

namespace dd::http {
struct Request;
}

namespace dd::sandbox {

class Ledger;
class NotificationSigner;

// The local sandbox gateway: the Direct API, simulation controls and fault injection over real
// HTTP on loopback. It runs in the event loop of the thread that calls listen(); see SandboxThread
// for running it beside a GUI.
class SandboxServer : public QObject
{
    Q_OBJECT

public:
    explicit SandboxServer(SandboxOptions options, QObject *parent = nullptr);
    ~SandboxServer() override;

    // Loads --state, seeds demo data, applies fault flags and starts listening.
    bool listen(QString *error);
    QUrl baseUrl() const;
    QString integrationKey() const { return m_options.integrationKey; }
    const SandboxOptions &options() const { return m_options; }
    const Ledger &ledger() const;

    // Stops listening, drops open connections and writes the state file (when configured).
    void close();
    bool saveState(QString *error) const;
    // The key notifications are signed with (SandboxOptions::notificationKeyFile / dataFolder),
    // loaded or made at the first call; nullptr with a reason when it cannot be.
    const NotificationSigner *notificationSigner(QString *error);

Q_SIGNALS:
    void notificationFinished(const QByteArray &hash, bool delivered);

private:
    struct Parts;
    struct Incoming;

    void dispatch(const http::Request &request, QTcpSocket *socket);
    void processGateway(Incoming incoming, std::optional<FaultKind> effect, QTcpSocket *socket);
    void logFaulted(const Incoming &incoming, int httpStatus, const QByteArray &answerBody);
    void applyUnanswered(Incoming incoming, std::optional<FaultKind> effect);
    void processOther(const Incoming &incoming, QTcpSocket *socket);
    Answer gatewayAnswer(const Incoming &incoming);
    static std::optional<QJsonObject> parseBody(const QByteArray &body, Answer *problem);
    static std::optional<QJsonObject> controlFields(const Incoming &incoming, Answer *problem);
    void onLedgerChange(const QByteArray &hash, bool refund);
    void expireDue();
    bool loadState(QString *error);
    bool loadBooks(QDataStream &in, bool severalMerchants);
    void scheduleSave();

    SandboxOptions m_options;
    std::unique_ptr<Parts> m_parts;
};

} // namespace dd::sandbox
