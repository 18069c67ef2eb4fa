#pragma once

#include "core/gateway/connection.h"

#include <QString>

#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace dd {

class DirectApiClient;
class StoreSession;

// A Direct API client for the connection stored in the encrypted cache (base address and
// integration key), with the timing of `timing`. A translated reason when the cache holds no
// usable connection. The key goes straight into the authenticator and is never logged.
struct StoredClient
{
    std::unique_ptr<DirectApiClient> client;
    QString problem;
};
StoredClient clientFromCache(QNetworkAccessManager *network, StoreSession &cache, ConnectionSettings timing = {});

} // namespace dd
