#pragma once

#include "core/cache/cacheclock.h"
#include "core/cache/cachesession.h"
#include "core/cache/keyslotfile.h"
#include "core/cache/secretkey.h"
#include "core/domain/result.h"
#include "core/storage/storeopener.h"

#include <QMutex>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <variant>

namespace dd {

struct VaultError
{
    enum class Code {
        NotFound,            // no cache at that path
        KeySlotFileMissing,  // the "<cache>.keys" file beside it is gone
        NotACache,           // not a DirectDesk cache (or a key-slot file of another cache)
        NotEncrypted,        // a plain SQLite file: refused
        Damaged,             // truncated or unreadable although the passphrase was right
        NewerSchema,         // written by a newer DirectDesk
        WrongPassphrase,
        LockedOut,           // too many wrong passphrases: wait until lockedUntilMs
        AlreadyExists,       // create would overwrite a file
        WeakPassphrase,
        PassphraseMismatch,
        SlotExists,
        NoSuchSlot,
        LastSlot,
        NotUnlocked,
        Io,
        Crypto,
    };

    Code code = Code::Io;
    QString detail;
    qint64 lockedUntilMs = 0;
    int attemptsLeft = -1;

    QString message() const;   // translated, for the user
};

using VaultResult = Result<std::monostate, VaultError>;

struct VaultOptions
{
    cache::KeyDerivationLimits limits = cache::KeyDerivationLimits::standard();   // for new and re-sealed slots
    CacheClock clock = systemCacheClock();
    int maxFailedAttempts = 10;                                       // PCI DSS 8.3.4
    qint64 lockoutMs = 30 * 60 * 1000;
    // The session unlock() and create() open reads a PaymentDigest in the background, on a
    // connection of its own, for fast filters (VaultPaymentStore::setDigestReader). The app's window
    // opens its own session for that (openWindowSession); tests and benchmarks set this.
    bool paymentDigest = false;
};

// A key slot as listed: its name, and the id bound into its key derivation (see KeySlot) that
// the access layer maps to an operator inside the encrypted database.
struct KeySlotInfo
{
    QString name;
    QString id;
};

// The encrypted cache on disk: the SQLCipher database plus its key-slot file "<path>.keys".
// A random 256-bit data key encrypts the database; each key slot seals that key with a key
// derived from one passphrase (Argon2id), so passphrases change without re-encrypting data.
// The failed-attempt counter lives in the key-slot file, writable before unlocking: it cannot be
// authenticated (no key exists before the unlock), so it only slows guessing through DirectDesk;
// a monotonic total beside it lets the next unlock detect an edit that hid failures.
// unlock() reports which slot opened (unlockedSlotId()). As a StoreOpener it opens workers' sessions.
class Vault final : public StoreOpener
{
public:
    static constexpr int MinimumPassphraseLength = 12;
    static inline const QString DefaultSlot = QStringLiteral("default");

    explicit Vault(QString databasePath, VaultOptions options = {});
    ~Vault() override;

    static QString keySlotPath(const QString &databasePath);
    // Why a passphrase is not acceptable (translated), or nothing.
    static std::optional<QString> passphraseProblem(const QString &passphrase);

    const QString &databasePath() const { return m_path; }
    VaultResult create(const QString &passphrase, const QString &confirmation, const QString &slotName = DefaultSlot);
    // Tries the named slot, or every slot when `slotName` is empty.
    VaultResult unlock(const QString &passphrase, const QString &slotName = {});
    void lock();
    bool isUnlocked() const;

    VaultResult changePassphrase(const QString &oldPassphrase, const QString &newPassphrase,
                                 const QString &confirmation, const QString &slotName = {});
    VaultResult addKeySlot(const QString &slotName, const QString &passphrase, const QString &confirmation);
    VaultResult removeKeySlot(const QString &slotName);
    Result<QStringList, VaultError> keySlotNames() const;
    Result<QList<KeySlotInfo>, VaultError> keySlots() const;
    VaultResult removeKeySlotById(const QString &slotId);
    // Which slot the passphrase opens, without changing what is unlocked (a failure counts towards
    // the lockout). For re-entered passphrases (approvals).
    Result<QString, VaultError> slotIdForPassphrase(const QString &passphrase);

    // After unlock()/create(): the id and name of the slot that opened, and the key-slot file's
    // failed-attempt total as it was read before the unlock.
    QString unlockedSlotId() const { return m_unlockedSlot.id; }
    QString unlockedSlotName() const { return m_unlockedSlot.name; }
    qint64 failedAttemptsTotal() const { return m_failedAttemptsTotal; }

    // Encrypted copy (same data key, same passphrases) at `path` plus its "<path>.keys".
    VaultResult backupTo(const QString &path);
    // Full integrity check of the unlocked database.
    VaultResult check();

    // The session opened by unlock()/create(), for the thread that unlocked.
    CacheSession *session() { return m_session.get(); }
    // A new connection with the same key for the calling thread.
    Result<std::unique_ptr<CacheSession>, VaultError> openSession();
    // openSession() for a worker that only needs to know whether it got one.
    std::unique_ptr<StoreSession> openStoreSession() override;
    // The same for a window's payment lists: its PaymentStore reads a PaymentDigest in the background,
    // so that filters of a large cache answer from memory. A worker's session has no use for one.
    Result<std::unique_ptr<CacheSession>, VaultError> openWindowSession();

private:
    Result<cache::KeySlotFile, VaultError> readKeySlots() const;
    VaultResult checkDatabaseFile(const cache::KeySlotFile &keySlots) const;
    Result<cache::SecretKey, VaultError> openSlots(cache::KeySlotFile &keySlots, const QString &passphrase,
                                                   const QString &slotName, qsizetype *openedIndex = nullptr);
    Result<std::unique_ptr<CacheSession>, VaultError> connect(bool migrateIfOlder);
    // A plain read connection with the data key, for the digest's background reads; none once locked.
    std::optional<cache::Database> openReader();
    void adopt(std::unique_ptr<CacheSession> session);
    // The session's digest is read on connections of openReader(); the session must go before the
    // vault does.
    void readDigestFor(CacheSession &session);

    QString m_path;
    VaultOptions m_options;
    mutable QMutex m_keyMutex;
    cache::SecretKey m_dataKey;
    std::unique_ptr<CacheSession> m_session;
    KeySlotInfo m_unlockedSlot;
    qint64 m_failedAttemptsTotal = 0;
};

} // namespace dd
