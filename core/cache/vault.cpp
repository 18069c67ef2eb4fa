#include "core/cache/vault.h"

#include "core/cache/schema.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QMutexLocker>

#include <sodium.h>

#include <array>

using namespace Qt::StringLiterals;

namespace dd {

using cache::Database;
using cache::KeySlot;
using cache::KeySlotFile;
using cache::SecretKey;

namespace {

constexpr qint64 PageSize = 4096;
constexpr int SaltSize = 16;
constexpr char PlainSqliteHeader[] = "SQLite format 3";

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::Vault)
};

VaultError error(VaultError::Code code, const QString &detail = {}) { return VaultError{code, detail, 0, -1}; }

VaultResult ok() { return std::monostate(); }

// The key that authenticates the audit trail's head: derived from the data key, never stored.
QByteArray auditHeadKey(const SecretKey &dataKey)
{
    if (!dataKey.isValid())
        return {};
    static constexpr char Context[] = "directdesk audit head v1";
    QByteArray key(crypto_auth_KEYBYTES, '\0');
    crypto_generichash(reinterpret_cast<unsigned char *>(key.data()), static_cast<size_t>(key.size()),
                       reinterpret_cast<const unsigned char *>(Context), sizeof(Context) - 1, dataKey.data(),
                       SecretKey::Size);
    return key;
}

QByteArray fileHead(const QString &path, qint64 bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.read(bytes);
}

// Statements every connection runs right after the key: page size first (before any read), then
// the first read, which fails with SQLITE_NOTADB when the key does not decrypt the file.
std::optional<VaultError> prepareConnection(Database &db)
{
    if (db.execute("PRAGMA cipher_page_size = 4096"))
        return error(VaultError::Code::Crypto, db.lastError().message);
    if (db.queryText("PRAGMA cipher_version").isEmpty())
        return error(VaultError::Code::NotEncrypted, Text::tr("SQLCipher is not active on this connection."));
    if (auto failure = db.execute("SELECT COUNT(*) FROM sqlite_master"))
        return error(VaultError::Code::Damaged, failure->message);
    // journal_size_limit: a WAL grown by a bulk import (checkpoints are spaced out while it writes, up
    // to ~512 MiB) is cut back to 64 MiB when the next write starts it over, not kept until the cache closes.
    if (auto failure = db.execute("PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY; PRAGMA busy_timeout = 5000;"
                                  "PRAGMA synchronous = NORMAL; PRAGMA journal_size_limit = 67108864"))
        return error(VaultError::Code::Damaged, failure->message);
    return std::nullopt;
}

std::optional<VaultError> enableWal(Database &db)
{
    if (db.queryText("PRAGMA journal_mode = WAL").compare(u"wal"_s, Qt::CaseInsensitive) != 0)
        return error(VaultError::Code::Io, db.lastError().message);
    return std::nullopt;
}

} // namespace

QString VaultError::message() const
{
    switch (code) {
    case Code::NotFound: return Text::tr("No cache exists at this path.");
    case Code::KeySlotFileMissing: return Text::tr("The key file beside the cache (.keys) is missing; the cache cannot be opened without it.");
    case Code::NotACache: return Text::tr("This is not a DirectDesk cache, or its key file belongs to another cache.");
    case Code::NotEncrypted: return Text::tr("This file is not encrypted; DirectDesk refuses to use it as its cache.");
    case Code::Damaged: return Text::tr("The cache is damaged (truncated or unreadable). It was left untouched.");
    case Code::NewerSchema: return Text::tr("This cache was written by a newer version of DirectDesk. Please update DirectDesk.");
    case Code::WrongPassphrase:
        return attemptsLeft >= 0
                   ? Text::tr("Wrong passphrase. %n attempt(s) left before unlocking is blocked for 30 minutes.",
                              nullptr, attemptsLeft)
                   : Text::tr("Wrong passphrase.");
    case Code::LockedOut:
    {
        // ISO 8601 in the user's time zone, offset included: a four-digit year that no locale's
        // short format can turn into "11/16/38", the same form the command line prints dates in.
        const QDateTime until = QDateTime::fromMSecsSinceEpoch(lockedUntilMs);
        return Text::tr("Too many wrong passphrases. Unlocking is blocked until %1.")
            .arg(until.toOffsetFromUtc(until.offsetFromUtc()).toString(Qt::ISODate));
    }
    case Code::AlreadyExists: return Text::tr("A file already exists there; it will not be overwritten.");
    case Code::WeakPassphrase: return detail;
    case Code::PassphraseMismatch: return Text::tr("The two passphrases differ.");
    case Code::SlotExists: return Text::tr("A key slot with this name exists already.");
    case Code::NoSuchSlot: return Text::tr("There is no key slot with this name.");
    case Code::LastSlot: return Text::tr("The last key slot cannot be removed.");
    case Code::NotUnlocked: return Text::tr("The cache is locked.");
    case Code::Io: return Text::tr("The cache files could not be read or written: %1").arg(detail);
    case Code::Crypto: return Text::tr("The encryption library failed: %1").arg(detail);
    }
    return detail;
}

Vault::Vault(QString databasePath, VaultOptions options) : m_path(std::move(databasePath)), m_options(std::move(options)) {}

Vault::~Vault() { lock(); }

QString Vault::keySlotPath(const QString &databasePath) { return databasePath + u".keys"_s; }

std::optional<QString> Vault::passphraseProblem(const QString &passphrase)
{
    bool letter = false;
    bool digit = false;
    for (QChar c : passphrase) {
        letter = letter || c.isLetter();
        digit = digit || c.isDigit();
    }
    if (passphrase.size() < MinimumPassphraseLength || !letter || !digit)
        return Text::tr("A passphrase needs at least %1 characters, with letters and digits.").arg(MinimumPassphraseLength);
    return std::nullopt;
}

bool Vault::isUnlocked() const
{
    QMutexLocker locker(&m_keyMutex);
    return m_dataKey.isValid();
}

void Vault::lock()
{
    m_session.reset();
    m_unlockedSlot = {};
    QMutexLocker locker(&m_keyMutex);
    m_dataKey.wipe();
}

Result<KeySlotFile, VaultError> Vault::readKeySlots() const
{
    KeySlotFile::ReadError why{};
    std::optional<KeySlotFile> keySlots = KeySlotFile::read(keySlotPath(m_path), &why);
    if (keySlots)
        return *keySlots;
    switch (why) {
    case KeySlotFile::ReadError::Missing: return error(VaultError::Code::KeySlotFileMissing);
    case KeySlotFile::ReadError::Unreadable: return error(VaultError::Code::Io, keySlotPath(m_path));
    case KeySlotFile::ReadError::NotAKeySlotFile: return error(VaultError::Code::NotACache);
    case KeySlotFile::ReadError::NewerFormat: return error(VaultError::Code::NewerSchema);
    }
    return error(VaultError::Code::NotACache);
}

VaultResult Vault::checkDatabaseFile(const KeySlotFile &keySlots) const
{
    const QFileInfo info(m_path);
    if (!info.exists())
        return error(VaultError::Code::NotFound);
    const QByteArray head = fileHead(m_path, SaltSize);
    if (head.startsWith(PlainSqliteHeader))
        return error(VaultError::Code::NotEncrypted);
    if (info.size() < PageSize || info.size() % PageSize != 0)
        return error(VaultError::Code::Damaged, Text::tr("The file size is not a whole number of pages."));
    if (!keySlots.databaseSalt.isEmpty() && keySlots.databaseSalt != head)
        return error(VaultError::Code::NotACache);
    return ok();
}

Result<SecretKey, VaultError> Vault::openSlots(KeySlotFile &keySlots, const QString &passphrase, const QString &slotName,
                                               qsizetype *openedIndex)
{
    const qint64 now = m_options.clock();
    if (keySlots.lockedUntilMs > now) {
        VaultError locked = error(VaultError::Code::LockedOut);
        locked.lockedUntilMs = keySlots.lockedUntilMs;
        return locked;
    }
    if (!slotName.isEmpty() && !keySlots.slot(slotName))
        return error(VaultError::Code::NoSuchSlot);
    for (qsizetype i = 0; i < keySlots.keySlots.size(); ++i) {
        const KeySlot &slot = keySlots.keySlots.at(i);
        if (!slotName.isEmpty() && slot.name != slotName)
            continue;
        if (std::optional<SecretKey> key = slot.open(passphrase)) {
            if (openedIndex)
                *openedIndex = i;
            if (keySlots.failedAttempts != 0 || keySlots.lockedUntilMs != 0) {
                keySlots.failedAttempts = 0;
                keySlots.lockedUntilMs = 0;
                keySlots.write(keySlotPath(m_path));
            }
            return std::move(*key);
        }
    }
    // Count the failure where a wrong passphrase can write it: the key-slot file.
    ++keySlots.failedAttempts;
    ++keySlots.failedAttemptsTotal;
    VaultError wrong = error(VaultError::Code::WrongPassphrase);
    if (keySlots.failedAttempts >= m_options.maxFailedAttempts) {
        keySlots.failedAttempts = 0;
        keySlots.lockedUntilMs = now + m_options.lockoutMs;
        wrong = error(VaultError::Code::LockedOut);
        wrong.lockedUntilMs = keySlots.lockedUntilMs;
    } else {
        wrong.attemptsLeft = m_options.maxFailedAttempts - keySlots.failedAttempts;
    }
    if (!keySlots.write(keySlotPath(m_path)))
        return error(VaultError::Code::Io, keySlotPath(m_path));
    return wrong;
}

VaultResult Vault::create(const QString &passphrase, const QString &confirmation, const QString &slotName)
{
    if (passphrase != confirmation)
        return error(VaultError::Code::PassphraseMismatch);
    if (auto problem = passphraseProblem(passphrase))
        return error(VaultError::Code::WeakPassphrase, *problem);
    if (QFileInfo::exists(m_path) || QFileInfo::exists(keySlotPath(m_path)) || QFileInfo::exists(m_path + u"-wal"_s))
        return error(VaultError::Code::AlreadyExists);
    if (!cache::ensureSodium())
        return error(VaultError::Code::Crypto, u"libsodium"_s);
    lock();
    SecretKey dataKey = SecretKey::random();
    std::optional<KeySlot> slot = KeySlot::seal(slotName, passphrase, dataKey, m_options.limits, KeySlot::newId());
    if (!dataKey.isValid() || !slot)
        return error(VaultError::Code::Crypto, u"key derivation"_s);

    Database db;
    if (auto failure = Database::openEncrypted(db, m_path, dataKey.bytes(), Database::OpenMode::CreateNew))
        return error(VaultError::Code::Io, failure->message);
    auto removeCreated = [this, &db](VaultError why) {
        db.close();
        QFile::remove(m_path);
        QFile::remove(m_path + u"-journal"_s);
        return why;
    };
    if (auto failure = prepareConnection(db))
        return removeCreated(*failure);
    // Rollback journal while the schema is written, so the first page (and its salt) is in the file.
    if (auto failure = cache::Schema::migrate(db))
        return removeCreated(error(VaultError::Code::Io, failure->message));
    KeySlotFile keySlots;
    keySlots.databaseSalt = fileHead(m_path, SaltSize);
    keySlots.keySlots.append(*slot);
    if (keySlots.databaseSalt.size() != SaltSize || !keySlots.write(keySlotPath(m_path)))
        return removeCreated(error(VaultError::Code::Io, keySlotPath(m_path)));
    if (auto failure = enableWal(db))
        return *failure;
    QFile::setPermissions(m_path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    {
        QMutexLocker locker(&m_keyMutex);
        m_dataKey = std::move(dataKey);
    }
    adopt(std::make_unique<CacheSession>(std::move(db), m_options.clock));
    m_session->audit().setHeadKey(auditHeadKey(m_dataKey));
    m_unlockedSlot = {slot->name, slot->effectiveId()};
    m_failedAttemptsTotal = 0;
    return ok();
}

VaultResult Vault::unlock(const QString &passphrase, const QString &slotName)
{
    lock();
    if (!QFileInfo::exists(m_path))
        return error(VaultError::Code::NotFound);
    auto keySlots = readKeySlots();
    if (!keySlots)
        return keySlots.error();
    if (auto fileProblem = checkDatabaseFile(*keySlots); !fileProblem)
        return fileProblem;
    m_failedAttemptsTotal = keySlots->failedAttemptsTotal;
    qsizetype index = -1;
    auto key = openSlots(keySlots.value(), passphrase, slotName, &index);
    if (!key)
        return key.error();
    m_unlockedSlot = {keySlots->keySlots.at(index).name, keySlots->keySlots.at(index).effectiveId()};
    {
        QMutexLocker locker(&m_keyMutex);
        m_dataKey = std::move(key.value());
    }
    auto session = connect(true);
    if (!session) {
        lock();
        return session.error();
    }
    adopt(std::move(session.value()));
    return ok();
}

Result<std::unique_ptr<CacheSession>, VaultError> Vault::openSession() { return connect(false); }

std::unique_ptr<StoreSession> Vault::openStoreSession()
{
    auto opened = connect(false);
    return opened ? std::move(opened).value() : nullptr;
}

Result<std::unique_ptr<CacheSession>, VaultError> Vault::openWindowSession()
{
    auto session = connect(false);
    if (session)
        readDigestFor(*session.value());
    return session;
}

void Vault::adopt(std::unique_ptr<CacheSession> session)
{
    m_session = std::move(session);
    if (m_options.paymentDigest)
        readDigestFor(*m_session);
}

void Vault::readDigestFor(CacheSession &session)
{
    // The reader runs on the store's own pool thread; the store stops and waits for it when the
    // session goes. Once the key is wiped (lock()), openReader() opens nothing.
    session.payments().setDigestReader([this] { return openReader(); });
}

std::optional<Database> Vault::openReader()
{
    Database db;
    {
        QMutexLocker locker(&m_keyMutex);
        if (!m_dataKey.isValid()
            || Database::openEncrypted(db, m_path, m_dataKey.bytes(), Database::OpenMode::ExistingOnly))
            return std::nullopt;
    }
    if (prepareConnection(db))
        return std::nullopt;
    return db;
}

Result<std::unique_ptr<CacheSession>, VaultError> Vault::connect(bool migrateIfOlder)
{
    const QFileInfo wal(m_path + u"-wal"_s);
    const bool cleanlyClosed = !wal.exists() || wal.size() == 0;
    Database db;
    {
        QMutexLocker locker(&m_keyMutex);
        if (!m_dataKey.isValid())
            return error(VaultError::Code::NotUnlocked);
        if (auto failure = Database::openEncrypted(db, m_path, m_dataKey.bytes(), Database::OpenMode::ExistingOnly))
            return error(VaultError::Code::Io, failure->message);
    }
    if (auto failure = prepareConnection(db))
        return *failure;
    if (cleanlyClosed) {
        const qint64 pages = db.queryText("PRAGMA page_count").toLongLong();
        if (pages * PageSize != QFileInfo(m_path).size())
            return error(VaultError::Code::Damaged, Text::tr("The file is shorter or longer than its page count."));
    }
    int version = 0;
    switch (cache::Schema::inspect(db, &version)) {
    case cache::Schema::State::Foreign:
    case cache::Schema::State::Empty:
        return error(VaultError::Code::NotACache);
    case cache::Schema::State::Newer:
        return error(VaultError::Code::NewerSchema, QString::number(version));
    case cache::Schema::State::Older:
        if (!migrateIfOlder)
            return error(VaultError::Code::NotUnlocked);
        if (auto failure = cache::Schema::migrate(db))
            return error(VaultError::Code::Io, failure->message);
        break;
    case cache::Schema::State::Current:
        break;
    }
    if (auto failure = enableWal(db))
        return *failure;
    auto session = std::make_unique<CacheSession>(std::move(db), m_options.clock);
    QMutexLocker locker(&m_keyMutex);
    session->audit().setHeadKey(auditHeadKey(m_dataKey));
    return session;
}

VaultResult Vault::changePassphrase(const QString &oldPassphrase, const QString &newPassphrase,
                                    const QString &confirmation, const QString &slotName)
{
    if (newPassphrase != confirmation)
        return error(VaultError::Code::PassphraseMismatch);
    if (auto problem = passphraseProblem(newPassphrase))
        return error(VaultError::Code::WeakPassphrase, *problem);
    auto keySlots = readKeySlots();
    if (!keySlots)
        return keySlots.error();
    if (auto fileProblem = checkDatabaseFile(*keySlots); !fileProblem)
        return fileProblem;
    // Open a slot with the old passphrase (a failure counts towards the lockout), then seal the
    // same data key anew in that slot.
    qsizetype index = -1;
    auto key = openSlots(keySlots.value(), oldPassphrase, slotName, &index);
    if (!key)
        return key.error();
    const QString name = keySlots->keySlots.at(index).name;
    // The same id (a slot without one keeps its salt-derived identity as an explicit id).
    std::optional<KeySlot> resealed = KeySlot::seal(name, newPassphrase, key.value(), m_options.limits,
                                                    keySlots->keySlots.at(index).effectiveId());
    if (!resealed)
        return error(VaultError::Code::Crypto, u"key derivation"_s);
    keySlots.value().keySlots[index] = *resealed;
    if (!keySlots->write(keySlotPath(m_path)))
        return error(VaultError::Code::Io, keySlotPath(m_path));
    return ok();
}

VaultResult Vault::addKeySlot(const QString &slotName, const QString &passphrase, const QString &confirmation)
{
    if (!isUnlocked())
        return error(VaultError::Code::NotUnlocked);
    if (passphrase != confirmation)
        return error(VaultError::Code::PassphraseMismatch);
    if (auto problem = passphraseProblem(passphrase))
        return error(VaultError::Code::WeakPassphrase, *problem);
    auto keySlots = readKeySlots();
    if (!keySlots)
        return keySlots.error();
    if (slotName.isEmpty() || keySlots->slot(slotName))
        return error(VaultError::Code::SlotExists);
    std::optional<KeySlot> slot;
    {
        QMutexLocker locker(&m_keyMutex);
        slot = KeySlot::seal(slotName, passphrase, m_dataKey, m_options.limits, KeySlot::newId());
    }
    if (!slot)
        return error(VaultError::Code::Crypto, u"key derivation"_s);
    keySlots.value().keySlots.append(*slot);
    if (!keySlots->write(keySlotPath(m_path)))
        return error(VaultError::Code::Io, keySlotPath(m_path));
    return ok();
}

VaultResult Vault::removeKeySlot(const QString &slotName)
{
    if (!isUnlocked())
        return error(VaultError::Code::NotUnlocked);
    auto keySlots = readKeySlots();
    if (!keySlots)
        return keySlots.error();
    const qsizetype index = keySlots->slotIndex(slotName);
    if (index < 0)
        return error(VaultError::Code::NoSuchSlot);
    if (keySlots->keySlots.size() == 1)
        return error(VaultError::Code::LastSlot);
    keySlots.value().keySlots.removeAt(index);
    if (!keySlots->write(keySlotPath(m_path)))
        return error(VaultError::Code::Io, keySlotPath(m_path));
    return ok();
}

Result<QStringList, VaultError> Vault::keySlotNames() const
{
    auto keySlots = readKeySlots();
    if (!keySlots)
        return keySlots.error();
    QStringList names;
    for (const KeySlot &slot : keySlots->keySlots)
        names.append(slot.name);
    return names;
}

Result<QList<KeySlotInfo>, VaultError> Vault::keySlots() const
{
    auto keySlots = readKeySlots();
    if (!keySlots)
        return keySlots.error();
    QList<KeySlotInfo> infos;
    for (const KeySlot &slot : keySlots->keySlots)
        infos.append({slot.name, slot.effectiveId()});
    return infos;
}

VaultResult Vault::removeKeySlotById(const QString &slotId)
{
    auto keySlots = readKeySlots();
    if (!keySlots)
        return keySlots.error();
    const qsizetype index = keySlots->slotIndexById(slotId);
    if (index < 0)
        return error(VaultError::Code::NoSuchSlot);
    return removeKeySlot(keySlots->keySlots.at(index).name);
}

Result<QString, VaultError> Vault::slotIdForPassphrase(const QString &passphrase)
{
    auto keySlots = readKeySlots();
    if (!keySlots)
        return keySlots.error();
    qsizetype index = -1;
    auto key = openSlots(keySlots.value(), passphrase, {}, &index);
    if (!key)
        return key.error();
    return keySlots->keySlots.at(index).effectiveId();
}

VaultResult Vault::backupTo(const QString &path)
{
    if (!isUnlocked() || !m_session)
        return error(VaultError::Code::NotUnlocked);
    if (QFileInfo::exists(path) || QFileInfo::exists(keySlotPath(path)))
        return error(VaultError::Code::AlreadyExists);
    auto keySlots = readKeySlots();
    if (!keySlots)
        return keySlots.error();
    Database &db = m_session->database();
    {
        // The connection may not create files; start the copy as an empty file.
        QFile empty(path);
        if (!empty.open(QIODevice::NewOnly))
            return error(VaultError::Code::Io, path);
    }
    // The attached copy is keyed with the same raw data key; sqlcipher_export copies every object.
    cache::Statement attach = db.prepare("ATTACH DATABASE ? AS backup KEY ?");
    {
        QMutexLocker locker(&m_keyMutex);
        // x'<64 hex digits>' (67 characters); the hex writer adds a NUL that the quote replaces.
        std::array<char, 2 + SecretKey::Size * 2 + 2> keyText{};
        keyText[0] = 'x';
        keyText[1] = '\'';
        sodium_bin2hex(keyText.data() + 2, SecretKey::Size * 2 + 1, m_dataKey.data(), SecretKey::Size);
        keyText[2 + SecretKey::Size * 2] = '\'';
        attach.bind(1, path).bindUtf8(2, QByteArray::fromRawData(keyText.data(), qsizetype(keyText.size()) - 1));
        sodium_memzero(keyText.data(), keyText.size());
    }
    const bool attached = attach.run();
    attach = cache::Statement();
    if (!attached) {
        QFile::remove(path);
        return error(VaultError::Code::Io, db.lastError().message);
    }
    auto failure = db.execute("PRAGMA backup.cipher_page_size = 4096; SELECT sqlcipher_export('backup');");
    db.execute("DETACH DATABASE backup");
    if (failure) {
        QFile::remove(path);
        return error(VaultError::Code::Io, failure->message);
    }
    KeySlotFile copy = *keySlots;
    copy.failedAttempts = 0;
    copy.lockedUntilMs = 0;
    copy.databaseSalt = fileHead(path, SaltSize);
    if (!copy.write(keySlotPath(path))) {
        QFile::remove(path);
        return error(VaultError::Code::Io, keySlotPath(path));
    }
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return ok();
}

VaultResult Vault::check()
{
    if (!m_session)
        return error(VaultError::Code::NotUnlocked);
    const QString answer = m_session->database().queryText("PRAGMA integrity_check");
    if (answer != u"ok")
        return error(VaultError::Code::Damaged, answer);
    return ok();
}

} // namespace dd
