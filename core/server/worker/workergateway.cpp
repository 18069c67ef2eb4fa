#include "core/server/worker/workergateway.h"

#include "core/gateway/authenticator.h"
#include "core/gateway/connection.h"
#include "core/gateway/directapiclient.h"
#include "core/storage/settingsstore.h"
#include "core/storage/storesession.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace dd::server {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::WorkerGateway)
};

// A configuration file holds one small object: anything larger is not one.
constexpr qint64 MaxFileBytes = 64 * 1024;

} // namespace

Result<WorkerGateway, QString> WorkerGateway::read(const QString &file, const QProcessEnvironment &environment)
{
    WorkerGateway gateway;
    QString key;
    QString baseUrl;
    if (!file.isEmpty()) {
        QFile source(file);
        if (!source.open(QIODevice::ReadOnly))
            return Text::tr("Cannot read the gateway configuration %1: %2").arg(file, source.errorString());
        QByteArray bytes = source.read(MaxFileBytes + 1);
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
        bytes.fill('\0');
        if (bytes.size() > MaxFileBytes || !document.isObject())
            return Text::tr("The gateway configuration %1 is not a JSON object such as "
                            "{\"base_url\": \"https://…\", \"integration_key\": \"…\"}.")
                .arg(file);
        key = document.object().value(QStringLiteral("integration_key")).toString();
        baseUrl = document.object().value(QStringLiteral("base_url")).toString();
        if (key.isEmpty())
            return Text::tr("The gateway configuration %1 has no \"integration_key\".").arg(file);
    } else {
        key = environment.value(QString::fromLatin1(KeyVariable));
        baseUrl = environment.value(QString::fromLatin1(BaseUrlVariable));
        if (key.isEmpty())
            return Text::tr("No integration key on this computer: give --gateway-config FILE or set %1 (the team "
                            "server never holds the key).")
                .arg(QString::fromLatin1(KeyVariable));
    }
    gateway.integrationKey = SecretText(key);
    wipeString(key);
    if (!baseUrl.isEmpty()) {
        gateway.baseUrl = QUrl(baseUrl);
        if (auto problem = BaseAddress::problem(gateway.baseUrl))
            return *problem;
    }
    return gateway;
}

Result<QUrl, QString> WorkerGateway::address(const QUrl &stored) const
{
    const QUrl chosen = baseUrl.isEmpty() ? stored : baseUrl;
    if (chosen.isEmpty())
        return Text::tr("No gateway address: give \"base_url\" in the gateway configuration or set %1, or store the "
                        "address in the team server's settings.")
            .arg(QString::fromLatin1(BaseUrlVariable));
    if (auto problem = BaseAddress::problem(chosen))
        return *problem;
    return chosen;
}

Result<TeamGatewayTiming, StoredSettingProblem> TeamGatewayTiming::load(StoreSession &team)
{
    TeamGatewayTiming timing;
    const auto read = team.settings().read(QString::fromLatin1(SettingKey));
    if (!read)
        return StoredSettingProblem{true, Text::tr("Could not read the team server's setting %1: %2")
                                              .arg(QString::fromLatin1(SettingKey), read.error().message)};
    const std::optional<QString> &stored = *read;
    if (!stored)
        return timing;
    bool ok = false;
    timing.transferTimeoutMs = stored->toInt(&ok);
    if (!ok || timing.transferTimeoutMs < ShortestMs || timing.transferTimeoutMs > LongestMs)
        return StoredSettingProblem{false, Text::tr("The team server's setting %1 \"%2\" is not %3 to %4 milliseconds.")
                                               .arg(QString::fromLatin1(SettingKey), stored->left(40))
                                               .arg(ShortestMs)
                                               .arg(LongestMs)};
    return timing;
}

std::unique_ptr<DirectApiClient> workerGatewayClient(QNetworkAccessManager *network, const QUrl &baseUrl,
                                                     const SecretText &integrationKey, const TeamGatewayTiming &timing)
{
    ConnectionSettings connection;
    connection.baseUrl = baseUrl;
    connection.transferTimeoutMs = timing.transferTimeoutMs;
    return std::make_unique<DirectApiClient>(network, connection,
                                             std::make_shared<IntegrationKeyAuthenticator>(integrationKey));
}

} // namespace dd::server
