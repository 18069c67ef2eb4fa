#pragma once

#include <QUrl>

class QNetworkAccessManager;
class QObject;

namespace dd {
class DirectApiClient;
}

namespace dd::test {

// A gateway client for `baseUrl`, owned by `parent`. In its own file because the gateway's and
// the cache's headers both declare a `ConnectionSettings`.
DirectApiClient *makeClient(QNetworkAccessManager *network, const QUrl &baseUrl, const QString &key, QObject *parent);

} // namespace dd::test
